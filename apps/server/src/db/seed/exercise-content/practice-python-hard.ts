import { code, practice } from './text.ts';

export const PYTHON_PRACTICE_HARD = [
  practice('balanced-brackets', {
    title: ['Balanced brackets', 'சமநிலையான அடைப்புக்குறிகள்'],
    en: [
      'A line of brackets `()`, `[]` and `{}` is balanced when every opening bracket is closed by the same kind, in the right order: `([]{})` is balanced, `([)]` and `((` are not.',
      '**Input:** n, then n lines of brackets (each 1 to 10,000 characters).',
      '**Output:** `YES` or `NO` for each line.',
    ],
    ta: [
      '`()`, `[]`, `{}` அடைப்புக்குறிகள் கொண்ட ஒரு வரியில், திறக்கும் ஒவ்வொரு அடைப்பும் அதே வகையால், சரியான வரிசையில் மூடப்பட்டால் அது சமநிலையானது: `([]{})` சமநிலையானது; `([)]`, `((` அப்படி அல்ல.',
      '**உள்ளீடு:** n, பிறகு அடைப்புக்குறிகள் கொண்ட n வரிகள் (ஒவ்வொன்றும் 1 முதல் 10,000 எழுத்துகள்).',
      '**வெளியீடு:** ஒவ்வொரு வரிக்கும் `YES` அல்லது `NO`.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      for _ in range(n):
          line = input().strip()
          # Decide whether the line is balanced
          print("YES")
    `,
    solution: code`
      PAIRS = {")": "(", "]": "[", "}": "{"}
      n = int(input())
      for _ in range(n):
          stack = []
          ok = True
          for ch in input().strip():
              if ch in "([{":
                  stack.append(ch)
              elif not stack or stack.pop() != PAIRS[ch]:
                  ok = False
                  break
          print("YES" if ok and not stack else "NO")
    `,
    tests: [
      ['3\n([]{})\n([)]\n((\n', 'YES\nNO\nNO'],
      ['4\n{[()()]}\n)\n](\n()[]{}\n', 'YES\nNO\nNO\nYES'],
      ['2\n(((((((((())))))))))\n{{{{\n', 'YES\nNO'],
      [`2\n${'('.repeat(5000)}${')'.repeat(5000)}\n${'[]'.repeat(4999)}]\n`, 'YES\nNO'],
    ],
    hints: [
      [
        'Counting opening and closing brackets is not enough: think of `([)]`.',
        'திறக்கும், மூடும் அடைப்புகளை எண்ணுவது மட்டும் போதாது: `([)]`-ஐ நினைத்துப் பாருங்கள்.',
      ],
      [
        'Keep the brackets still open in a list used as a stack; a closing bracket must match the last one.',
        'இன்னும் மூடப்படாத அடைப்புகளை stack-ஆகப் பயன்படும் ஒரு பட்டியலில் (list) வையுங்கள்; மூடும் அடைப்பு கடைசியாகத் திறந்ததோடு பொருந்த வேண்டும்.',
      ],
    ],
    topic: 'stacks',
    difficulty: 'hard',
  }),
  practice('minimum-platforms', {
    title: ['Minimum railway platforms', 'குறைந்தபட்ச நடைமேடைகள் (platforms)'],
    en: [
      'A station has the arrival and departure times of its trains for one day. A train holds a platform from its arrival to its departure, both minutes included, so a train arriving at 10:30 cannot use the platform of a train leaving at 10:30. How many platforms are needed so that no train waits?',
      '**Input:** n, then n lines `HH:MM HH:MM` (arrival, then departure, on the same day).',
      '**Output:** the minimum number of platforms.',
      '**Constraints:** 1 ≤ n ≤ 10,000.',
    ],
    ta: [
      'ஒரு நிலையத்துக்கு ஒரு நாளில் வரும் ரயில்களின் வருகை, புறப்பாடு நேரங்கள் தரப்பட்டுள்ளன. ஒரு ரயில் வருகை முதல் புறப்பாடு வரை (இரண்டு நிமிடங்களும் சேர்த்து) ஒரு நடைமேடையைப் பிடித்திருக்கும்; எனவே 10:30-க்கு வரும் ரயில், 10:30-க்குப் புறப்படும் ரயிலின் நடைமேடையைப் பயன்படுத்த முடியாது. எந்த ரயிலும் காத்திருக்காமல் இருக்க எத்தனை நடைமேடைகள் தேவை?',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `HH:MM HH:MM` (வருகை, பிறகு புறப்பாடு, ஒரே நாளில்).',
      '**வெளியீடு:** தேவையான குறைந்தபட்ச நடைமேடைகளின் எண்ணிக்கை.',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 10,000.',
    ],
    language: 'python',
    starter: code`
      def minutes(time):
          hours, mins = time.split(":")
          return int(hours) * 60 + int(mins)

      n = int(input())
      trains = []
      for _ in range(n):
          arrival, departure = input().split()
          trains.append((minutes(arrival), minutes(departure)))
      # Work out the most trains at the station at the same minute
      print(n)
    `,
    solution: code`
      def minutes(time):
          hours, mins = time.split(":")
          return int(hours) * 60 + int(mins)

      n = int(input())
      arrivals, departures = [], []
      for _ in range(n):
          arrival, departure = input().split()
          arrivals.append(minutes(arrival))
          departures.append(minutes(departure))
      arrivals.sort()
      departures.sort()
      best = current = i = j = 0
      while i < n:
          if arrivals[i] <= departures[j]:
              current += 1
              best = max(best, current)
              i += 1
          else:
              current -= 1
              j += 1
      print(best)
    `,
    tests: [
      ['6\n09:00 09:10\n09:40 12:00\n09:50 11:20\n11:00 11:30\n15:00 19:00\n18:00 20:00\n', '3'],
      ['1\n10:00 10:30\n', '1'],
      ['3\n10:00 10:30\n10:30 11:00\n11:00 11:30\n', '2'],
      ['4\n08:00 09:00\n08:00 09:00\n08:00 09:00\n08:00 09:00\n', '4'],
      ['5\n06:00 06:05\n07:00 07:05\n08:00 08:05\n09:00 09:05\n10:00 10:05\n', '1'],
      ['4\n23:00 23:59\n00:00 00:10\n12:00 13:00\n12:30 12:45\n', '2'],
    ],
    hints: [
      [
        'Sort the arrivals and the departures separately.',
        'வருகை நேரங்களையும் புறப்பாடு நேரங்களையும் தனித்தனியாக வரிசைப்படுத்துங்கள்.',
      ],
      [
        'Walk through both sorted lists at once: an arrival adds a train, a departure removes one; keep the largest count.',
        'வரிசைப்படுத்திய இரண்டு பட்டியல்களிலும் ஒரே நேரத்தில் நகருங்கள்: வருகை ஒரு ரயிலைக் கூட்டும், புறப்பாடு ஒன்றைக் குறைக்கும்; அதிகபட்ச எண்ணிக்கையை வைத்துக்கொள்ளுங்கள்.',
      ],
    ],
    topic: 'sorting',
    difficulty: 'hard',
  }),
];
