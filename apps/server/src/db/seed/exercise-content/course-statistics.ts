import { code, exercise } from './text.ts';

/** 'Statistics for Data Science in Tamil': centre, spread and z-scores, computed from their formulas. */
export const STATISTICS_COURSE = [
  exercise({
    title: ['Mean, median and mode', 'சராசரி, இடைநிலை, முகடு (mean, median, mode)'],
    en: [
      'Daily rainfall in a district, in whole mm. Print the mean, the median (the middle value of the **sorted** list, or the average of the two middle values when the count is even) and the mode (the most frequent value; if several are equally frequent, the smallest of them).',
      '**Input:** one line of whole numbers separated by spaces (at least one).',
      '**Output:** `Mean: …` and `Median: …` with two decimals (`f"{x:.2f}"`), then `Mode: …`.',
    ],
    ta: [
      'ஒரு மாவட்டத்தின் தினசரி மழையளவு, முழு mm-இல். சராசரி (mean), இடைநிலை (median — **வரிசைப்படுத்திய** பட்டியலின் நடு மதிப்பு; எண்ணிக்கை இரட்டைப்படை என்றால் நடுவில் உள்ள இரண்டின் சராசரி), முகடு (mode — அதிக முறை வரும் மதிப்பு; பல மதிப்புகள் சம முறை வந்தால் அவற்றில் மிகச் சிறியது) ஆகியவற்றை அச்சிடுங்கள்.',
      '**உள்ளீடு:** இடைவெளி விட்ட முழு எண்கள் உள்ள ஒரு வரி (குறைந்தது ஒன்று).',
      '**வெளியீடு:** இரண்டு தசம இடங்களுடன் (`f"{x:.2f}"`) `Mean: …`, `Median: …`, பிறகு `Mode: …`.',
    ],
    language: 'python',
    starter: code`
      values = [int(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      # The median needs the sorted list; the mode needs the counts
      median = values[n // 2]
      mode = values[0]
      print(f"Mean: {mean:.2f}")
      print(f"Median: {median:.2f}")
      print("Mode:", mode)
    `,
    solution: code`
      values = [int(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      ordered = sorted(values)
      if n % 2 == 1:
          median = ordered[n // 2]
      else:
          median = (ordered[n // 2 - 1] + ordered[n // 2]) / 2
      counts = {}
      for v in values:
          counts[v] = counts.get(v, 0) + 1
      top = max(counts.values())
      mode = min(v for v in counts if counts[v] == top)
      print(f"Mean: {mean:.2f}")
      print(f"Median: {median:.2f}")
      print("Mode:", mode)
    `,
    tests: [
      ['12 0 7 7 30\n', 'Mean: 11.20\nMedian: 7.00\nMode: 7'],
      ['4 1 3 2\n', 'Mean: 2.50\nMedian: 2.50\nMode: 1'],
      ['5\n', 'Mean: 5.00\nMedian: 5.00\nMode: 5'],
      ['9 9 2 2 5 0\n', 'Mean: 4.50\nMedian: 3.50\nMode: 2'],
    ],
    hints: [
      [
        'Sort a copy with `sorted(values)`; for an even count the median is the average of positions n//2 - 1 and n//2.',
        '`sorted(values)` கொண்டு ஒரு நகலை வரிசைப்படுத்துங்கள்; இரட்டைப்படை எண்ணிக்கைக்கு median என்பது n//2 - 1, n//2 இடங்களின் சராசரி.',
      ],
    ],
    topic: 'measures of centre',
    difficulty: 'easy',
  }),
  exercise({
    title: [
      'Population and sample standard deviation',
      'Population, sample திட்ட விலக்கம் (standard deviation)',
    ],
    en: [
      "The variance is the average squared distance from the mean. For a whole **population** divide the sum of squares by n; for a **sample** divide by n − 1 (Bessel's correction). The standard deviation is the square root of the variance.",
      '**Input:** one line of numbers separated by spaces (at least two).',
      '**Output:** `Population SD: …` and `Sample SD: …`, with two decimals (`f"{x:.2f}"`).',
    ],
    ta: [
      'Variance என்பது சராசரியிலிருந்து உள்ள தூரங்களின் வர்க்கங்களின் சராசரி. முழு **population**-க்கு, வர்க்கங்களின் கூட்டுத்தொகையை n-ஆல் வகுங்கள்; ஒரு **sample**-க்கு n − 1-ஆல் வகுங்கள் (Bessel திருத்தம்). திட்ட விலக்கம் (standard deviation) என்பது variance-இன் வர்க்கமூலம்.',
      '**உள்ளீடு:** இடைவெளி விட்ட எண்கள் உள்ள ஒரு வரி (குறைந்தது இரண்டு).',
      '**வெளியீடு:** இரண்டு தசம இடங்களுடன் (`f"{x:.2f}"`) `Population SD: …`, `Sample SD: …`.',
    ],
    language: 'python',
    starter: code`
      import math

      values = [float(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      squares = sum((v - mean) ** 2 for v in values)
      # The sample version divides by n - 1
      print(f"Population SD: {math.sqrt(squares / n):.2f}")
      print(f"Sample SD: {math.sqrt(squares / n):.2f}")
    `,
    solution: code`
      import math

      values = [float(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      squares = sum((v - mean) ** 2 for v in values)
      print(f"Population SD: {math.sqrt(squares / n):.2f}")
      print(f"Sample SD: {math.sqrt(squares / (n - 1)):.2f}")
    `,
    tests: [
      ['2 4 4 4 5 5 7 9\n', 'Population SD: 2.00\nSample SD: 2.14'],
      ['10 10\n', 'Population SD: 0.00\nSample SD: 0.00'],
      ['1 2 3 4\n', 'Population SD: 1.12\nSample SD: 1.29'],
      ['60.5 70 85.5\n', 'Population SD: 10.30\nSample SD: 12.62'],
    ],
    hints: [
      [
        'Compute the sum of squared distances once; only the divisor differs.',
        'தூரங்களின் வர்க்கக் கூட்டுத்தொகையை ஒருமுறை கணக்கிடுங்கள்; வகுக்கும் எண் மட்டுமே மாறும்.',
      ],
    ],
    topic: 'measures of spread',
    difficulty: 'easy',
  }),
  exercise({
    title: ['z-scores and outliers', 'z-scores, விலகல் மதிப்புகள் (outliers)'],
    en: [
      'A z-score says how many standard deviations a value lies from the mean: z = (x − mean) / sd, with the **population** standard deviation. If sd is 0, every z is 0. A value with |z| > 2 is an outlier.',
      '**Input:** one line of whole numbers separated by spaces (at least one).',
      '**Output:** `x z` for each value in input order, z with two decimals (`f"{z:.2f}"`), then `Outliers: …` listing the outliers in input order separated by spaces, or `Outliers: none`.',
    ],
    ta: [
      'ஒரு மதிப்பு சராசரியிலிருந்து எத்தனை திட்ட விலக்கங்கள் தொலைவில் உள்ளது என்பதை z-score சொல்லும்: z = (x − mean) / sd; இங்கு **population** திட்ட விலக்கம். sd 0 என்றால் ஒவ்வொரு z-உம் 0. |z| > 2 உள்ள மதிப்பு ஒரு outlier.',
      '**உள்ளீடு:** இடைவெளி விட்ட முழு எண்கள் உள்ள ஒரு வரி (குறைந்தது ஒன்று).',
      '**வெளியீடு:** உள்ளீட்டு வரிசையில் ஒவ்வொரு மதிப்புக்கும் `x z` (z இரண்டு தசம இடங்களுடன், `f"{z:.2f}"`), பிறகு `Outliers: …` — outliers உள்ளீட்டு வரிசையில் இடைவெளி விட்டு, அல்லது `Outliers: none`.',
    ],
    language: 'python',
    starter: code`
      import math

      values = [int(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      sd = math.sqrt(sum((v - mean) ** 2 for v in values) / n)
      outliers = []
      for v in values:
          # Divide by sd (unless it is 0) and collect the values with |z| > 2
          z = v - mean
          print(v, f"{z:.2f}")
      print("Outliers:", " ".join(str(v) for v in outliers) or "none")
    `,
    solution: code`
      import math

      values = [int(v) for v in input().split()]
      n = len(values)
      mean = sum(values) / n
      sd = math.sqrt(sum((v - mean) ** 2 for v in values) / n)
      outliers = []
      for v in values:
          z = (v - mean) / sd if sd > 0 else 0.0
          if abs(z) > 2:
              outliers.append(v)
          print(v, f"{z:.2f}")
      print("Outliers:", " ".join(str(v) for v in outliers) or "none")
    `,
    tests: [
      [
        '2 4 4 4 5 5 7 9\n',
        '2 -1.50\n4 -0.50\n4 -0.50\n4 -0.50\n5 0.00\n5 0.00\n7 1.00\n9 2.00\nOutliers: none',
      ],
      [
        '10 10 10 10 10 10 10 10 10 100\n',
        '10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n10 -0.33\n100 3.00\nOutliers: 100',
      ],
      ['7 7 7\n', '7 0.00\n7 0.00\n7 0.00\nOutliers: none'],
      ['1 3\n', '1 -1.00\n3 1.00\nOutliers: none'],
    ],
    hints: [
      [
        'Guard the division: `(v - mean) / sd if sd > 0 else 0.0`.',
        'வகுத்தலைக் காத்திடுங்கள்: `(v - mean) / sd if sd > 0 else 0.0`.',
      ],
    ],
    topic: 'z-scores',
    difficulty: 'medium',
  }),
];
