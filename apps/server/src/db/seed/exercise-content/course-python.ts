import { code, exercise } from './text.ts';

/** 'Python Programming for AI': lists, dictionaries and errors, on the course's own data. */
export const PYTHON_FOR_AI = [
  exercise({
    title: ['Summarise a list of marks', 'மதிப்பெண் பட்டியலைச் சுருக்குங்கள்'],
    en: [
      "Read a list of marks and print the average (two decimals), the highest and the lowest, using Python's built-in functions.",
      '**Input:** one line of whole numbers separated by spaces (at least one).',
      '**Output:** `Average: …`, `Highest: …` and `Lowest: …` on three lines.',
    ],
    ta: [
      'மதிப்பெண்களின் பட்டியலை (list) படித்து, Python-இன் உள்ளமைந்த (built-in) செயல்கூறுகளைக் கொண்டு சராசரி (இரண்டு தசம இடங்கள்), அதிகபட்சம், குறைந்தபட்சம் ஆகியவற்றை அச்சிடுங்கள்.',
      '**உள்ளீடு:** இடைவெளி விட்ட முழு எண்கள் உள்ள ஒரு வரி (குறைந்தது ஒன்று).',
      '**வெளியீடு:** மூன்று வரிகளில் `Average: …`, `Highest: …`, `Lowest: …`.',
    ],
    language: 'python',
    starter: code`
      marks = [int(x) for x in input().split()]
      # Use sum(), len(), max() and min()
      average = 0
      print(f"Average: {average:.2f}")
      print("Highest:", 0)
      print("Lowest:", 0)
    `,
    solution: code`
      marks = [int(x) for x in input().split()]
      average = sum(marks) / len(marks)
      print(f"Average: {average:.2f}")
      print("Highest:", max(marks))
      print("Lowest:", min(marks))
    `,
    tests: [
      ['78 91 85 60\n', 'Average: 78.50\nHighest: 91\nLowest: 60'],
      ['100\n', 'Average: 100.00\nHighest: 100\nLowest: 100'],
      ['0 0 1\n', 'Average: 0.33\nHighest: 1\nLowest: 0'],
      ['55 65\n', 'Average: 60.00\nHighest: 65\nLowest: 55'],
    ],
    hints: [['The average is `sum(marks) / len(marks)`.', 'சராசரி = `sum(marks) / len(marks)`.']],
    topic: 'lists',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Average crop price with a dictionary', 'அகராதி (dictionary) கொண்டு பயிர்களின் சராசரி விலை'],
    en: [
      "Each line is a crop and its price per kg at one market in Tamil Nadu. Print each crop's average price with two decimals, crops in alphabetical order. Read until the input ends, and skip empty lines.",
      '**Input:** lines `crop price` (price in whole rupees).',
      '**Output:** `crop average` per crop.',
    ],
    ta: [
      'ஒவ்வொரு வரியிலும் ஒரு பயிரும், தமிழ்நாட்டின் ஒரு சந்தையில் அதன் ஒரு கிலோ விலையும் உள்ளன. ஒவ்வொரு பயிரின் சராசரி விலையையும் இரண்டு தசம இடங்களுடன், பயிர்களின் அகர வரிசையில் அச்சிடுங்கள். உள்ளீடு முடியும் வரை படியுங்கள்; காலியான வரிகளைத் தவிர்த்துவிடுங்கள்.',
      '**உள்ளீடு:** `crop price` வரிகள் (விலை முழு ரூபாயில்).',
      '**வெளியீடு:** ஒவ்வொரு பயிருக்கும் `crop average`.',
    ],
    language: 'python',
    starter: code`
      import sys

      prices = {}
      for line in sys.stdin:
          line = line.strip()
          if not line:
              continue
          crop, price = line.split()
          # Keep every price of the crop in the dictionary: crop -> list of prices

      for crop in sorted(prices):
          print(crop, prices[crop])
    `,
    solution: code`
      import sys

      prices = {}
      for line in sys.stdin:
          line = line.strip()
          if not line:
              continue
          crop, price = line.split()
          prices.setdefault(crop, []).append(int(price))

      for crop in sorted(prices):
          values = prices[crop]
          print(crop, f"{sum(values) / len(values):.2f}")
    `,
    tests: [
      ['tomato 24\nonion 32\ntomato 28\nbrinjal 40\nonion 30\n', 'brinjal 40.00\nonion 31.00\ntomato 26.00'],
      ['rice 52\n', 'rice 52.00'],
      ['a 1\na 2\na 2\n', 'a 1.67'],
      ['tomato 20\n\ntomato 21\n', 'tomato 20.50'],
    ],
    hints: [
      [
        '`prices.setdefault(crop, []).append(value)` starts a list the first time a crop appears.',
        'ஒரு பயிர் முதன்முறை வரும்போது `prices.setdefault(crop, []).append(value)` ஒரு புதிய பட்டியலைத் தொடங்கும்.',
      ],
    ],
    topic: 'dictionaries',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Bad readings: try and except', 'தவறான அளவீடுகள்: try, except'],
    en: [
      'Rain-gauge readings in mm were typed by hand, and some are not numbers (`NA`, `12mm`, an empty line). Use `try` / `except ValueError` around `float(...)` to add up the good readings and count the bad ones.',
      '**Input:** n, then n readings, one a line.',
      '**Output:** `Valid: …`, `Invalid: …` and `Total: …` (one decimal) on three lines.',
    ],
    ta: [
      'மழைமானி அளவீடுகள் (mm) கையால் தட்டச்சிடப்பட்டன; சில எண்களே அல்ல (`NA`, `12mm`, காலி வரி). `float(...)`-ஐச் சுற்றி `try` / `except ValueError` பயன்படுத்தி, சரியான அளவீடுகளைக் கூட்டி, தவறானவற்றை எண்ணுங்கள்.',
      '**உள்ளீடு:** n, பிறகு ஒரு வரிக்கு ஒன்றாக n அளவீடுகள்.',
      '**வெளியீடு:** மூன்று வரிகளில் `Valid: …`, `Invalid: …`, `Total: …` (ஒரு தசம இடம்).',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      valid = invalid = 0
      total = 0.0
      for _ in range(n):
          text = input()
          # float(text) raises ValueError for a bad reading: catch it and count it
          total += float(text)
          valid += 1
      print("Valid:", valid)
      print("Invalid:", invalid)
      print(f"Total: {total:.1f}")
    `,
    solution: code`
      n = int(input())
      valid = invalid = 0
      total = 0.0
      for _ in range(n):
          text = input()
          try:
              total += float(text)
              valid += 1
          except ValueError:
              invalid += 1
      print("Valid:", valid)
      print("Invalid:", invalid)
      print(f"Total: {total:.1f}")
    `,
    tests: [
      ['5\n12.5\nNA\n3\n12mm\n0\n', 'Valid: 3\nInvalid: 2\nTotal: 15.5'],
      ['2\nabc\n--\n', 'Valid: 0\nInvalid: 2\nTotal: 0.0'],
      ['3\n1e2\n7\n2.3\n', 'Valid: 3\nInvalid: 0\nTotal: 109.3'],
      ['1\n\n', 'Valid: 0\nInvalid: 1\nTotal: 0.0'],
    ],
    hints: [
      [
        'Put only the risky line inside `try`, and count in `except ValueError:`.',
        'ஆபத்தான வரியை மட்டும் `try`-க்குள் வையுங்கள்; `except ValueError:`-இல் எண்ணுங்கள்.',
      ],
    ],
    topic: 'errors',
    difficulty: 'easy',
  }),
];
