import { code, exercise } from './text.ts';

/** 'Machine Learning with Python & scikit-learn': what the library does, by hand, in plain Python. */
export const ML_COURSE = [
  exercise({
    title: ['How big is the test set?', 'Test set எவ்வளவு பெரியது?'],
    en: [
      '`train_test_split` puts a share of the rows aside for testing. Like scikit-learn, round the test count **up**: with n rows and a test share of p per cent, the test set has ⌈n × p / 100⌉ rows and the training set the rest. Use whole-number arithmetic, `(n * p + 99) // 100`, so that floating point cannot change the answer.',
      '**Input:** n, then p (a whole number from 0 to 100), each on its own line.',
      '**Output:** `Train: …` and `Test: …` on two lines.',
    ],
    ta: [
      '`train_test_split` சோதனைக்காக (testing) வரிசைகளில் ஒரு பங்கைத் தனியே வைக்கிறது. scikit-learn போலவே test எண்ணிக்கையை **மேல்நோக்கி** முழுமையாக்குங்கள்: n வரிசைகள், p சதவீத test பங்கு என்றால் test set-இல் ⌈n × p / 100⌉ வரிசைகள், மீதி training set-இல். Floating point விடையை மாற்றாமல் இருக்க முழு எண் கணக்கைப் பயன்படுத்துங்கள்: `(n * p + 99) // 100`.',
      '**உள்ளீடு:** n, பிறகு p (0 முதல் 100 வரையிலான முழு எண்), ஒவ்வொன்றும் தனி வரியில்.',
      '**வெளியீடு:** இரண்டு வரிகளில் `Train: …`, `Test: …`.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      p = int(input())
      # Round the test count up, with whole numbers only
      test = n * p // 100
      print("Train:", n - test)
      print("Test:", test)
    `,
    solution: code`
      n = int(input())
      p = int(input())
      test = (n * p + 99) // 100
      print("Train:", n - test)
      print("Test:", test)
    `,
    tests: [
      ['150\n20\n', 'Train: 120\nTest: 30'],
      ['10\n25\n', 'Train: 7\nTest: 3'],
      ['7\n0\n', 'Train: 7\nTest: 0'],
      ['1\n30\n', 'Train: 0\nTest: 1'],
      ['999\n33\n', 'Train: 669\nTest: 330'],
    ],
    samples: 2,
    hints: [
      [
        'Adding 99 before dividing by 100 rounds up exactly when there is a remainder.',
        '100-ஆல் வகுப்பதற்கு முன் 99-ஐக் கூட்டினால், மீதி இருக்கும்போது மட்டும் மேல்நோக்கி முழுமையாகும்.',
      ],
    ],
    topic: 'train/test split',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Regression errors: MAE, MSE, RMSE', 'Regression பிழைகள்: MAE, MSE, RMSE'],
    en: [
      'A model predicted house prices (in lakhs). Compare them with the true prices: the mean absolute error is the average of `|true - predicted|`, the mean squared error the average of `(true - predicted) ** 2`, and the root mean squared error the square root of the MSE (`math.sqrt`).',
      '**Input:** the true values on the first line and the predictions on the second, numbers separated by spaces (the same count, at least one).',
      '**Output:** `MAE: …`, `MSE: …` and `RMSE: …`, each with two decimals (`f"{x:.2f}"`).',
    ],
    ta: [
      'ஒரு model வீட்டு விலைகளை (லட்சங்களில்) கணித்தது. அவற்றை உண்மையான விலைகளுடன் ஒப்பிடுங்கள்: mean absolute error என்பது `|true - predicted|`-இன் சராசரி; mean squared error என்பது `(true - predicted) ** 2`-இன் சராசரி; root mean squared error என்பது MSE-இன் வர்க்கமூலம் (`math.sqrt`).',
      '**உள்ளீடு:** முதல் வரியில் உண்மை மதிப்புகள், இரண்டாவது வரியில் கணிப்புகள்; இடைவெளி விட்ட எண்கள் (இரண்டிலும் ஒரே எண்ணிக்கை, குறைந்தது ஒன்று).',
      '**வெளியீடு:** `MAE: …`, `MSE: …`, `RMSE: …`; ஒவ்வொன்றும் இரண்டு தசம இடங்களுடன் (`f"{x:.2f}"`).',
    ],
    language: 'python',
    starter: code`
      import math

      actual = [float(x) for x in input().split()]
      predicted = [float(x) for x in input().split()]
      n = len(actual)
      # Each error needs its own formula
      mae = sum(a - p for a, p in zip(actual, predicted)) / n
      mse = mae
      print(f"MAE: {mae:.2f}")
      print(f"MSE: {mse:.2f}")
      print(f"RMSE: {math.sqrt(abs(mse)):.2f}")
    `,
    solution: code`
      import math

      actual = [float(x) for x in input().split()]
      predicted = [float(x) for x in input().split()]
      n = len(actual)
      mae = sum(abs(a - p) for a, p in zip(actual, predicted)) / n
      mse = sum((a - p) ** 2 for a, p in zip(actual, predicted)) / n
      print(f"MAE: {mae:.2f}")
      print(f"MSE: {mse:.2f}")
      print(f"RMSE: {math.sqrt(mse):.2f}")
    `,
    tests: [
      ['50 60 80\n52 57 80\n', 'MAE: 1.67\nMSE: 4.33\nRMSE: 2.08'],
      ['10\n10\n', 'MAE: 0.00\nMSE: 0.00\nRMSE: 0.00'],
      ['1 2 3 4\n2 1 4 3\n', 'MAE: 1.00\nMSE: 1.00\nRMSE: 1.00'],
      ['100 200\n90 230\n', 'MAE: 20.00\nMSE: 500.00\nRMSE: 22.36'],
    ],
    hints: [
      [
        '`zip(actual, predicted)` gives the pairs; `abs(...)` and `** 2` make every error count, whatever its sign.',
        '`zip(actual, predicted)` இணைகளைத் தரும்; `abs(...)`, `** 2` இரண்டும் குறி எதுவாயினும் ஒவ்வொரு பிழையையும் கணக்கில் எடுக்கும்.',
      ],
    ],
    topic: 'evaluation metrics',
    difficulty: 'easy',
  }),
  exercise({
    title: ['k-nearest neighbours by hand', 'k-nearest neighbours-ஐக் கையால் எழுதுங்கள்'],
    en: [
      "Classify a new point the way `KNeighborsClassifier` does. Sort the training points by their Euclidean distance to the query (equal distances keep the input order: Python's `sort` is stable), take the first k, and vote: the label that appears most often wins; if labels tie on votes, the alphabetically smallest wins.",
      '**Input:** n and k, then n lines `x y label`, then the query `x y`. Coordinates are whole numbers; 1 ≤ k ≤ n.',
      '**Output:** the predicted label.',
    ],
    ta: [
      '`KNeighborsClassifier` செய்வது போல ஒரு புதிய புள்ளியை வகைப்படுத்துங்கள். Training புள்ளிகளை query-இலிருந்து அவற்றின் Euclidean தூரத்தின்படி வரிசைப்படுத்துங்கள் (சம தூரங்கள் உள்ளீட்டு வரிசையைக் காக்கும்: Python-இன் `sort` stable), முதல் k புள்ளிகளை எடுத்து வாக்களியுங்கள்: அதிக முறை வரும் label வெல்லும்; வாக்குகள் சமமானால் அகர வரிசையில் முதலில் வரும் label வெல்லும்.',
      '**உள்ளீடு:** n, k; பிறகு n வரிகள் `x y label`; பிறகு query `x y`. ஆயத்தொலைவுகள் முழு எண்கள்; 1 ≤ k ≤ n.',
      '**வெளியீடு:** கணிக்கப்பட்ட label.',
    ],
    language: 'python',
    starter: code`
      n, k = map(int, input().split())
      points = []
      for _ in range(n):
          x, y, label = input().split()
          points.append((int(x), int(y), label))
      qx, qy = map(int, input().split())
      # Sort by distance to (qx, qy), keep k, then count the labels
      print(points[0][2])
    `,
    solution: code`
      n, k = map(int, input().split())
      points = []
      for _ in range(n):
          x, y, label = input().split()
          points.append((int(x), int(y), label))
      qx, qy = map(int, input().split())
      points.sort(key=lambda p: (p[0] - qx) ** 2 + (p[1] - qy) ** 2)
      votes = {}
      for _, _, label in points[:k]:
          votes[label] = votes.get(label, 0) + 1
      best = max(votes.values())
      print(min(label for label, count in votes.items() if count == best))
    `,
    tests: [
      ['5 3\n1 1 red\n2 2 red\n8 8 blue\n9 9 blue\n2 1 blue\n1 2\n', 'red'],
      ['3 1\n0 0 cat\n10 10 dog\n9 9 cat\n10 9\n', 'dog'],
      ['4 2\n0 0 zebra\n0 2 apple\n5 5 apple\n6 6 zebra\n0 1\n', 'apple'],
      ['4 4\n1 0 b\n2 0 a\n3 0 b\n4 0 a\n0 0\n', 'a'],
      ['1 1\n3 4 only\n0 0\n', 'only'],
    ],
    hints: [
      [
        'Sorting by the squared distance gives the same order as by the distance itself, with no square root.',
        'வர்க்கத் தூரத்தின்படி வரிசைப்படுத்தினாலும் அதே வரிசைதான் கிடைக்கும்; வர்க்கமூலம் தேவையில்லை.',
      ],
      [
        'Count votes in a dictionary, find the highest count, then take `min` of the labels with it.',
        'வாக்குகளை ஓர் அகராதியில் (dictionary) எண்ணி, அதிக எண்ணிக்கையைக் கண்டு, அந்த எண்ணிக்கை உள்ள labels-இல் `min`-ஐ எடுங்கள்.',
      ],
    ],
    topic: 'k-nearest neighbours',
    difficulty: 'medium',
  }),
];
