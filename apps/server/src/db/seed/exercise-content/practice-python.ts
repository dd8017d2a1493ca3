import { code, practice } from './text.ts';

/** Python practice problems, easy ones first (see content.test.ts for the check that runs them). */

const table = (n: number) =>
  Array.from({ length: 10 }, (_, i) => `${n} x ${i + 1} = ${n * (i + 1)}`).join('\n');

export const PYTHON_PRACTICE_EASY = [
  practice('gst-bill-total', {
    title: ['Bill total with GST', 'GST சேர்த்த மொத்தத் தொகை'],
    en: [
      'A shop sells an item for a price in whole rupees, and GST is added at a given rate (0, 5, 12, 18 or 28 per cent). Print the amount the customer pays.',
      '**Input:** the price on the first line, the GST rate in per cent on the second.',
      '**Output:** the total with exactly two decimal places.',
      '**Constraints:** 0 ≤ price ≤ 1,00,000.',
    ],
    ta: [
      'ஒரு கடையில் ஒரு பொருளின் விலை முழு ரூபாயில் உள்ளது; அதனுடன் குறிப்பிட்ட விகிதத்தில் (0, 5, 12, 18 அல்லது 28 சதவீதம்) GST சேர்க்கப்படுகிறது. வாடிக்கையாளர் செலுத்த வேண்டிய தொகையை அச்சிடுங்கள்.',
      '**உள்ளீடு:** முதல் வரியில் விலை, இரண்டாம் வரியில் GST விகிதம் (சதவீதத்தில்).',
      '**வெளியீடு:** மொத்தத் தொகை, சரியாக இரண்டு தசம இடங்களுடன்.',
      '**கட்டுப்பாடுகள்:** 0 ≤ விலை ≤ 1,00,000.',
    ],
    language: 'python',
    starter: code`
      price = int(input())
      rate = int(input())
      # Add the GST to the price here
      total = price
      print(total)
    `,
    solution: code`
      price = int(input())
      rate = int(input())
      total = price * (100 + rate) / 100
      print(f"{total:.2f}")
    `,
    tests: [
      ['1000\n18\n', '1180.00'],
      ['499\n5\n', '523.95'],
      ['0\n18\n', '0.00'],
      ['250\n0\n', '250.00'],
      ['1\n28\n', '1.28'],
      ['99999\n12\n', '111998.88'],
    ],
    hints: [
      ['GST of r per cent on a price p is p × r / 100.', 'p விலைக்கு r சதவீத GST என்பது p × r / 100.'],
      [
        'An f-string with `:.2f` prints a number with two decimal places.',
        '`:.2f` கொண்ட f-string ஓர் எண்ணை இரண்டு தசம இடங்களுடன் அச்சிடும்.',
      ],
    ],
    topic: 'math',
    difficulty: 'easy',
  }),
  practice('count-the-vowels', {
    title: ['Count the vowels', 'உயிரெழுத்துகளை எண்ணுங்கள்'],
    en: [
      'Read one line of English text and print how many vowels it has. The vowels are a, e, i, o and u, in capitals or small letters.',
      '**Input:** one line (it may be empty).',
      '**Output:** one number.',
    ],
    ta: [
      'ஆங்கில உரையின் ஒரு வரியைப் படித்து, அதில் எத்தனை vowels (உயிரெழுத்துகள்) உள்ளன என்று அச்சிடுங்கள். a, e, i, o, u — பெரிய அல்லது சிறிய எழுத்தில் — இவையே உயிரெழுத்துகள்.',
      '**உள்ளீடு:** ஒரு வரி (அது காலியாகவும் இருக்கலாம்).',
      '**வெளியீடு:** ஓர் எண்.',
    ],
    language: 'python',
    starter: code`
      text = input()
      count = 0
      # Look at each character and count the vowels
      print(count)
    `,
    solution: code`
      text = input()
      print(sum(1 for ch in text.lower() if ch in "aeiou"))
    `,
    tests: [
      ['Kalvi Academy\n', '5'],
      ['rhythm\n', '0'],
      ['AEIOU aeiou\n', '10'],
      ['Tamil Nadu 600001\n', '4'],
      ['\n', '0'],
    ],
    samples: 2,
    hints: [
      [
        '`text.lower()` lets you check small letters only.',
        '`text.lower()` மூலம் சிறிய எழுத்துகளை மட்டும் சோதித்தால் போதும்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'easy',
  }),
  practice('valid-pin-code', {
    title: ['Is it a valid PIN code?', 'சரியான PIN code-ஆ?'],
    en: [
      'An Indian postal PIN code has exactly six digits and does not start with 0. Check each code you are given.',
      '**Input:** a number n on the first line, then n lines, each one code to check.',
      '**Output:** for each code, `VALID` or `INVALID` on its own line.',
      '**Constraints:** 1 ≤ n ≤ 100; a line may hold letters or spaces.',
    ],
    ta: [
      'இந்திய அஞ்சல் PIN code-இல் சரியாக ஆறு இலக்கங்கள் இருக்கும்; அது 0-இல் தொடங்காது. கொடுக்கப்படும் ஒவ்வொரு code-ஐயும் சரிபாருங்கள்.',
      '**உள்ளீடு:** முதல் வரியில் n என்ற எண், பிறகு n வரிகள் — ஒவ்வொன்றிலும் சரிபார்க்க வேண்டிய ஒரு code.',
      '**வெளியீடு:** ஒவ்வொரு code-க்கும் தனி வரியில் `VALID` அல்லது `INVALID`.',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 100; ஒரு வரியில் எழுத்துகளோ இடைவெளிகளோ இருக்கலாம்.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      for _ in range(n):
          pin = input().strip()
          # Check the two rules, then print VALID or INVALID
          print("VALID")
    `,
    solution: code`
      n = int(input())
      for _ in range(n):
          pin = input().strip()
          ok = len(pin) == 6 and pin.isdigit() and pin[0] != "0"
          print("VALID" if ok else "INVALID")
    `,
    tests: [
      ['3\n600001\n60001\n012345\n', 'VALID\nINVALID\nINVALID'],
      ['4\n641 004\n110001\n6000a1\n9999999\n', 'INVALID\nVALID\nINVALID\nINVALID'],
      ['2\n100000\n999999\n', 'VALID\nVALID'],
      ['1\n000000\n', 'INVALID'],
    ],
    hints: [
      [
        '`str.isdigit()` tells you whether a string is only digits.',
        'ஒரு string-இல் இலக்கங்கள் மட்டுமே உள்ளனவா என்பதை `str.isdigit()` சொல்லும்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'easy',
  }),
  practice('multiplication-table', {
    title: ['Multiplication table', 'பெருக்கல் வாய்ப்பாடு'],
    en: [
      'Read a whole number n and print its multiplication table from 1 to 10, one line each, in the form `n x i = product`.',
      '**Input:** one integer n (−1000 ≤ n ≤ 1000).',
      '**Output:** ten lines.',
    ],
    ta: [
      'n என்ற முழு எண்ணைப் படித்து, அதன் பெருக்கல் வாய்ப்பாட்டை 1 முதல் 10 வரை, ஒவ்வொன்றையும் `n x i = பெருக்கல்பலன்` என்ற வடிவில் தனி வரியில் அச்சிடுங்கள்.',
      '**உள்ளீடு:** n என்ற ஒரு முழு எண் (−1000 ≤ n ≤ 1000).',
      '**வெளியீடு:** பத்து வரிகள்.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      # Use a for loop over range(1, 11) to print all ten lines
      print(f"{n} x 1 = {n}")
    `,
    solution: code`
      n = int(input())
      for i in range(1, 11):
          print(f"{n} x {i} = {n * i}")
    `,
    tests: [
      ['7\n', table(7)],
      ['1\n', table(1)],
      ['12\n', table(12)],
      ['0\n', table(0)],
      ['-3\n', table(-3)],
    ],
    hints: [['`range(1, 11)` gives 1, 2, …, 10.', '`range(1, 11)` என்பது 1, 2, …, 10 ஆகியவற்றைத் தரும்.']],
    topic: 'loops',
    difficulty: 'easy',
  }),
  practice('marks-to-grade', {
    title: ['Marks to grade', 'மதிப்பெண்ணிலிருந்து தரம் (grade)'],
    en: [
      'A college gives grades from marks out of 100: 90 and above `O`, 80–89 `A+`, 70–79 `A`, 60–69 `B+`, 50–59 `B`, below 50 `RA` (re-appear).',
      '**Input:** a number n, then n lines of a name and marks separated by a space.',
      '**Output:** for each student, the name and the grade separated by a space, in the same order.',
      '**Constraints:** 1 ≤ n ≤ 100; 0 ≤ marks ≤ 100; names have no spaces.',
    ],
    ta: [
      'ஒரு கல்லூரி 100-க்கு வாங்கிய மதிப்பெண்ணுக்கு இப்படித் தரம் தருகிறது: 90-உம் அதற்கு மேலும் `O`, 80–89 `A+`, 70–79 `A`, 60–69 `B+`, 50–59 `B`, 50-க்குக் கீழ் `RA` (மீண்டும் எழுத வேண்டும்).',
      '**உள்ளீடு:** n என்ற எண், பிறகு n வரிகள் — ஒவ்வொன்றிலும் பெயரும் மதிப்பெண்ணும் ஓர் இடைவெளி விட்டு.',
      '**வெளியீடு:** ஒவ்வொரு மாணவருக்கும் பெயரும் தரமும் ஓர் இடைவெளி விட்டு, அதே வரிசையில்.',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 100; 0 ≤ மதிப்பெண் ≤ 100; பெயர்களில் இடைவெளி இல்லை.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      for _ in range(n):
          name, marks = input().split()
          marks = int(marks)
          # Use if / elif / else to choose the grade
          grade = "?"
          print(name, grade)
    `,
    solution: code`
      n = int(input())
      for _ in range(n):
          name, marks = input().split()
          marks = int(marks)
          if marks >= 90:
              grade = "O"
          elif marks >= 80:
              grade = "A+"
          elif marks >= 70:
              grade = "A"
          elif marks >= 60:
              grade = "B+"
          elif marks >= 50:
              grade = "B"
          else:
              grade = "RA"
          print(name, grade)
    `,
    tests: [
      ['3\nPriya 95\nArun 72\nKavin 49\n', 'Priya O\nArun A\nKavin RA'],
      [
        '6\nAnu 90\nBala 89\nCharu 80\nDinesh 79\nEsther 50\nFarook 100\n',
        'Anu O\nBala A+\nCharu A+\nDinesh A\nEsther B\nFarook O',
      ],
      ['3\nMeena 60\nRavi 59\nSara 0\n', 'Meena B+\nRavi B\nSara RA'],
      ['2\nLakshmi 70\nGuna 69\n', 'Lakshmi A\nGuna B+'],
    ],
    hints: [
      [
        'Check the highest band first; then each `elif` only needs a lower bound.',
        'உயர்ந்த வரம்பை முதலில் சோதியுங்கள்; பிறகு ஒவ்வொரு `elif`-க்கும் கீழ் எல்லை மட்டும் போதும்.',
      ],
    ],
    topic: 'conditions',
    difficulty: 'easy',
  }),
];
