import { code, practice } from './text.ts';

export const PYTHON_PRACTICE_MEDIUM = [
  practice('cricket-run-rate', {
    title: ['Cricket run rate', 'கிரிக்கெட் ரன் ரேட்'],
    en: [
      'The run rate is runs per over. Overs are written in cricket notation: `20.3` means 20 overs and 3 balls (an over has 6 balls), not 20.3 overs.',
      '**Input:** the runs on the first line, the overs on the second (the part after the dot is 0 to 5).',
      '**Output:** the run rate rounded to two decimal places.',
      '**Constraints:** 0 ≤ runs ≤ 500; at least one ball has been bowled.',
    ],
    ta: [
      'ரன் ரேட் என்பது ஓர் ஓவருக்கான ரன்கள். ஓவர்கள் கிரிக்கெட் முறையில் எழுதப்படுகின்றன: `20.3` என்றால் 20 ஓவர்களும் 3 பந்துகளும் (ஓர் ஓவரில் 6 பந்துகள்); 20.3 ஓவர்கள் அல்ல.',
      '**உள்ளீடு:** முதல் வரியில் ரன்கள், இரண்டாம் வரியில் ஓவர்கள் (புள்ளிக்குப் பின் உள்ள பகுதி 0 முதல் 5 வரை).',
      '**வெளியீடு:** ரன் ரேட், இரண்டு தசம இடங்களுக்கு முழுமையாக்கி (rounded).',
      '**கட்டுப்பாடுகள்:** 0 ≤ ரன்கள் ≤ 500; குறைந்தது ஒரு பந்தாவது வீசப்பட்டிருக்கும்.',
    ],
    language: 'python',
    starter: code`
      runs = int(input())
      overs = input().strip()
      # Careful: 20.3 overs means 20 overs and 3 balls
      print(f"{runs / float(overs):.2f}")
    `,
    solution: code`
      runs = int(input())
      overs = input().strip()
      whole, _, balls = overs.partition(".")
      total_balls = int(whole) * 6 + int(balls or "0")
      print(f"{runs * 6 / total_balls:.2f}")
    `,
    tests: [
      ['157\n20\n', '7.85'],
      ['45\n7.3\n', '6.00'],
      ['88\n10.4\n', '8.25'],
      ['201\n33.5\n', '5.94'],
      ['0\n1\n', '0.00'],
      ['7\n0.1\n', '42.00'],
    ],
    hints: [
      [
        'Turn the overs into balls first: overs × 6 + balls.',
        'முதலில் ஓவர்களைப் பந்துகளாக மாற்றுங்கள்: ஓவர்கள் × 6 + பந்துகள்.',
      ],
      [
        'Split the text at the dot with `split(".")` or `partition(".")`.',
        '`split(".")` அல்லது `partition(".")` மூலம் புள்ளியில் பிரியுங்கள்.',
      ],
    ],
    topic: 'math',
    difficulty: 'medium',
  }),
  practice('word-frequency', {
    title: ['Word frequency', 'சொற்களின் எண்ணிக்கை'],
    en: [
      'Count how often each word appears in a line. Words are separated by one or more spaces, and capitals do not matter (`Chennai` and `chennai` are the same word).',
      '**Input:** one line of words.',
      '**Output:** each word in small letters and its count, separated by a space: the most frequent first, and words with the same count in alphabetical order.',
    ],
    ta: [
      'ஒரு வரியில் ஒவ்வொரு சொல்லும் எத்தனை முறை வருகிறது என்று எண்ணுங்கள். சொற்களுக்கு இடையே ஒன்று அல்லது அதற்கு மேற்பட்ட இடைவெளிகள் இருக்கும்; பெரிய, சிறிய எழுத்து வேறுபாடு கணக்கில்லை (`Chennai`, `chennai` இரண்டும் ஒரே சொல்).',
      '**உள்ளீடு:** சொற்கள் உள்ள ஒரு வரி.',
      '**வெளியீடு:** ஒவ்வொரு சொல்லும் (சிறிய எழுத்தில்) அதன் எண்ணிக்கையும் ஓர் இடைவெளி விட்டு: அதிகம் வருவது முதலில்; ஒரே எண்ணிக்கை உள்ளவை அகர வரிசையில்.',
    ],
    language: 'python',
    starter: code`
      words = input().lower().split()
      counts = {}
      # Fill the dictionary: word -> how many times it appears
      for word, count in counts.items():
          print(word, count)
    `,
    solution: code`
      words = input().lower().split()
      counts = {}
      for word in words:
          counts[word] = counts.get(word, 0) + 1
      for word, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
          print(word, count)
    `,
    tests: [
      ['the cat and the hat and the bat\n', 'the 3\nand 2\nbat 1\ncat 1\nhat 1'],
      ['Chennai chennai CHENNAI Madurai\n', 'chennai 3\nmadurai 1'],
      ['a\n', 'a 1'],
      ['b a c b a c\n', 'a 2\nb 2\nc 2'],
      ['x  y   x\n', 'x 2\ny 1'],
    ],
    hints: [
      [
        'A dictionary with `counts.get(word, 0) + 1` counts each word.',
        '`counts.get(word, 0) + 1` கொண்ட அகராதி (dictionary) ஒவ்வொரு சொல்லையும் எண்ணும்.',
      ],
      [
        '`sorted` takes a `key`; a tuple key sorts by its first item, then its second.',
        '`sorted`-க்கு `key` தரலாம்; tuple key முதல் உறுப்பின்படியும் பிறகு இரண்டாவதன்படியும் வரிசைப்படுத்தும்.',
      ],
    ],
    topic: 'dictionaries',
    difficulty: 'medium',
  }),
  practice('second-largest-number', {
    title: ['Second largest number', 'இரண்டாவது பெரிய எண்'],
    en: [
      'Print the second largest **distinct** value in a list of numbers. If there is none (all values are equal, or there is only one), print `NONE`.',
      '**Input:** n on the first line, n integers separated by spaces on the second.',
      '**Output:** one integer, or `NONE`.',
      '**Constraints:** 1 ≤ n ≤ 10,000; values between −10⁹ and 10⁹.',
    ],
    ta: [
      'எண்களின் பட்டியலில் (list) இரண்டாவது பெரிய **வெவ்வேறான** மதிப்பை அச்சிடுங்கள். அப்படி ஒன்று இல்லையெனில் (எல்லா மதிப்புகளும் சமம், அல்லது ஒரே ஓர் எண்) `NONE` என அச்சிடுங்கள்.',
      '**உள்ளீடு:** முதல் வரியில் n, இரண்டாம் வரியில் இடைவெளி விட்டு n முழு எண்கள்.',
      '**வெளியீடு:** ஒரு முழு எண், அல்லது `NONE`.',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 10,000; மதிப்புகள் −10⁹ முதல் 10⁹ வரை.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      nums = list(map(int, input().split()))
      # Find the second largest distinct value, or print NONE
      print(max(nums))
    `,
    solution: code`
      input()
      values = sorted(set(map(int, input().split())))
      print(values[-2] if len(values) >= 2 else "NONE")
    `,
    tests: [
      ['5\n45 78 12 78 33\n', '45'],
      ['3\n7 7 7\n', 'NONE'],
      ['1\n10\n', 'NONE'],
      ['4\n-5 -2 -9 -2\n', '-5'],
      ['6\n100 99 100 98 1 2\n', '99'],
      ['2\n3 8\n', '3'],
    ],
    samples: 2,
    hints: [['A `set` drops repeated values.', '`set` ஒரே மதிப்பு மீண்டும் வருவதை நீக்கிவிடும்.']],
    topic: 'lists',
    difficulty: 'medium',
  }),
  practice('run-length-encoding', {
    title: ['Run-length encoding', 'தொடர் நீளக் குறியாக்கம் (run-length encoding)'],
    en: [
      'Compress a word by writing each run of the same letter as the letter followed by the length of the run: `aaabccdddd` becomes `a3b1c2d4`.',
      '**Input:** one word of small letters (1 to 1,000 letters).',
      '**Output:** the encoded word.',
    ],
    ta: [
      'ஒரே எழுத்து தொடர்ந்து வரும் ஒவ்வொரு பகுதியையும், அந்த எழுத்தும் அது எத்தனை முறை வருகிறது என்ற எண்ணுமாக எழுதி, ஒரு சொல்லைச் சுருக்குங்கள்: `aaabccdddd` என்பது `a3b1c2d4` ஆகும்.',
      '**உள்ளீடு:** சிறிய எழுத்துகளால் ஆன ஒரு சொல் (1 முதல் 1,000 எழுத்துகள்).',
      '**வெளியீடு:** குறியாக்கப்பட்ட சொல்.',
    ],
    language: 'python',
    starter: code`
      word = input().strip()
      result = ""
      # Walk through the word, counting how long each run is
      print(result)
    `,
    solution: code`
      word = input().strip()
      parts = []
      i = 0
      while i < len(word):
          j = i
          while j < len(word) and word[j] == word[i]:
              j += 1
          parts.append(word[i] + str(j - i))
          i = j
      print("".join(parts))
    `,
    tests: [
      ['aaabccdddd\n', 'a3b1c2d4'],
      ['x\n', 'x1'],
      ['abc\n', 'a1b1c1'],
      ['zzzzzzzzzzzz\n', 'z12'],
      ['aabbaa\n', 'a2b2a2'],
    ],
    hints: [
      [
        'Keep the current letter and a counter; when the letter changes, write them out.',
        'இப்போதைய எழுத்தையும் ஒரு counter-ஐயும் வைத்திருங்கள்; எழுத்து மாறும்போது அவற்றை எழுதுங்கள்.',
      ],
      ['Do not forget the last run after the loop ends.', 'மடக்கு (loop) முடிந்த பின் கடைசிப் பகுதியை மறக்காதீர்கள்.'],
    ],
    topic: 'strings',
    difficulty: 'medium',
  }),
  practice('indian-number-format', {
    title: ['Lakhs and crores', 'லட்சம், கோடி வடிவில் எண்கள்'],
    en: [
      'India groups digits differently: the last three digits, then groups of two. 1234567 is written `12,34,567` (twelve lakh …), and 100000 is `1,00,000`. Format a whole number this way.',
      '**Input:** one integer, possibly negative, with at most 18 digits.',
      '**Output:** the number with Indian commas (a minus sign stays in front).',
    ],
    ta: [
      'இந்தியாவில் இலக்கங்களை வேறு மாதிரிக் குழுவாக்குகிறோம்: கடைசி மூன்று இலக்கங்கள், பிறகு இரண்டிரண்டாக. 1234567 என்பது `12,34,567` (பன்னிரண்டு லட்சம் …), 100000 என்பது `1,00,000`. ஒரு முழு எண்ணை இப்படி வடிவமையுங்கள்.',
      '**உள்ளீடு:** ஒரு முழு எண் — எதிர்மறையாகவும் இருக்கலாம் — அதிகபட்சம் 18 இலக்கங்கள்.',
      '**வெளியீடு:** இந்திய முறை காற்புள்ளிகளுடன் எண் (கழித்தல் குறி முன்னால் இருக்கும்).',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      # Python's "," format groups by thousands; India groups the rest by two
      print(f"{n:,}")
    `,
    solution: code`
      digits = input().strip()
      sign = ""
      if digits.startswith("-"):
          sign, digits = "-", digits[1:]
      head, tail = digits[:-3], digits[-3:]
      groups = []
      while len(head) > 2:
          groups.insert(0, head[-2:])
          head = head[:-2]
      if head:
          groups.insert(0, head)
      print(sign + ",".join(groups + [tail]))
    `,
    tests: [
      ['1234567\n', '12,34,567'],
      ['999\n', '999'],
      ['1000\n', '1,000'],
      ['100000\n', '1,00,000'],
      ['-45678901\n', '-4,56,78,901'],
      ['0\n', '0'],
      ['123456789012\n', '1,23,45,67,89,012'],
    ],
    hints: [
      [
        'Work on the digits as a string: take the last three, then take two at a time from the right.',
        'இலக்கங்களை string-ஆகக் கையாளுங்கள்: கடைசி மூன்றை எடுத்து, பிறகு வலப்பக்கத்திலிருந்து இரண்டிரண்டாக எடுங்கள்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'medium',
  }),
];
