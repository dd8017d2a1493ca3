import { code, exercise } from './text.ts';

/** 'Big Data with Apache Spark': map, reduceByKey and countDistinct, on plain Python lists first. */
export const SPARK_COURSE = [
  exercise({
    title: ['Word count, map-reduce style', 'Map-reduce முறையில் சொல் எண்ணிக்கை'],
    en: [
      "Spark's first program: `flatMap` the lines into lower-case words, `map` each word to `(word, 1)`, then `reduceByKey` adds the ones up. Do the same with Python lists and a dictionary. Words are separated by whitespace; there is no punctuation.",
      '**Input:** lines of text until the input ends (empty lines have no words).',
      '**Output:** `word count` per distinct word, the highest count first, equal counts in alphabetical order.',
    ],
    ta: [
      'Spark-இன் முதல் நிரல்: வரிகளை lower-case சொற்களாக `flatMap` செய்து, ஒவ்வொரு சொல்லையும் `(word, 1)` ஆக `map` செய்து, பிறகு `reduceByKey` ஒன்றுகளைக் கூட்டும். இதையே Python பட்டியல்கள் (lists), ஓர் அகராதி (dictionary) கொண்டு செய்யுங்கள். சொற்கள் இடைவெளிகளால் பிரிக்கப்பட்டுள்ளன; நிறுத்தற்குறிகள் இல்லை.',
      '**உள்ளீடு:** உள்ளீடு முடியும் வரை உரை வரிகள் (காலி வரிகளில் சொற்கள் இல்லை).',
      '**வெளியீடு:** ஒவ்வொரு தனிச் சொல்லுக்கும் `word count`; அதிக எண்ணிக்கை முதலில், சம எண்ணிக்கைகள் அகர வரிசையில்.',
    ],
    language: 'python',
    starter: code`
      import sys

      # map: every word becomes (word, 1)
      pairs = [(word.lower(), 1) for line in sys.stdin for word in line.split()]
      # reduceByKey: add up the ones of each word
      counts = {}
      for word, one in pairs:
          counts[word] = one
      for word in sorted(counts):
          print(word, counts[word])
    `,
    solution: code`
      import sys

      pairs = [(word.lower(), 1) for line in sys.stdin for word in line.split()]
      counts = {}
      for word, one in pairs:
          counts[word] = counts.get(word, 0) + one
      for word in sorted(counts, key=lambda w: (-counts[w], w)):
          print(word, counts[word])
    `,
    tests: [
      [
        'spark is fast\nSpark is distributed\nhadoop is old\n',
        'is 3\nspark 2\ndistributed 1\nfast 1\nhadoop 1\nold 1',
      ],
      ['a\n\nB b A a\n', 'a 3\nb 2'],
      ['one\n', 'one 1'],
      ['z y x\n', 'x 1\ny 1\nz 1'],
    ],
    hints: [
      [
        '`counts.get(word, 0) + 1` adds up; sort with the key `(-count, word)`.',
        '`counts.get(word, 0) + 1` கூட்டும்; `(-count, word)` என்ற key கொண்டு வரிசைப்படுத்துங்கள்.',
      ],
    ],
    topic: 'map-reduce',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Sum by key: sales per city', 'Key வாரியாகக் கூட்டல்: நகர வாரியான விற்பனை'],
    en: [
      'Orders arrive as `(city, amount)` pairs, like an RDD before `reduceByKey(lambda a, b: a + b)`. Add up the amounts of each city and print the cities in alphabetical order. Skip empty lines.',
      '**Input:** lines `city amount` (amount a whole number of rupees, possibly negative for a refund) until the input ends.',
      '**Output:** `city total` per city, then `ALL grand_total`.',
    ],
    ta: [
      'ஆர்டர்கள் `(city, amount)` இணைகளாக வருகின்றன — `reduceByKey(lambda a, b: a + b)`-க்கு முந்தைய RDD போல. ஒவ்வொரு நகரத்தின் தொகைகளையும் கூட்டி, நகரங்களை அகர வரிசையில் அச்சிடுங்கள். காலி வரிகளைத் தவிர்த்துவிடுங்கள்.',
      '**உள்ளீடு:** உள்ளீடு முடியும் வரை `city amount` வரிகள் (amount முழு ரூபாய்; திருப்பிக் கொடுத்த தொகைக்கு எதிர்மறையாக இருக்கலாம்).',
      '**வெளியீடு:** ஒவ்வொரு நகரத்துக்கும் `city total`, பிறகு `ALL மொத்தம்`.',
    ],
    language: 'python',
    starter: code`
      import sys

      totals = {}
      for line in sys.stdin:
          parts = line.split()
          if not parts:
              continue
          city, amount = parts[0], int(parts[1])
          # Add to the city's running total instead of replacing it
          totals[city] = amount
      for city in sorted(totals):
          print(city, totals[city])
      print("ALL", sum(totals.values()))
    `,
    solution: code`
      import sys

      totals = {}
      for line in sys.stdin:
          parts = line.split()
          if not parts:
              continue
          city, amount = parts[0], int(parts[1])
          totals[city] = totals.get(city, 0) + amount
      for city in sorted(totals):
          print(city, totals[city])
      print("ALL", sum(totals.values()))
    `,
    tests: [
      [
        'Chennai 500\nMadurai 300\nChennai 250\nCoimbatore 400\n',
        'Chennai 750\nCoimbatore 400\nMadurai 300\nALL 1450',
      ],
      ['Salem 100\n\nSalem -100\n', 'Salem 0\nALL 0'],
      ['Trichy 42\n', 'Trichy 42\nALL 42'],
      ['b 1\na 2\nb 3\na 4\n', 'a 6\nb 4\nALL 10'],
    ],
    hints: [
      [
        'The reduce step is `totals[city] = totals.get(city, 0) + amount`.',
        'Reduce படி: `totals[city] = totals.get(city, 0) + amount`.',
      ],
    ],
    topic: 'reduceByKey',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Distinct count per key', 'Key வாரியாகத் தனித்துவ எண்ணிக்கை'],
    en: [
      'A click log has one `user page` event per line, and a user can visit the same page many times. Like `groupBy("user").agg(countDistinct("page"))`, count the **distinct** pages each user visited, with a set per user.',
      '**Input:** n, then n lines `user page`.',
      '**Output:** `user count` per user, the highest count first, equal counts by user name.',
    ],
    ta: [
      'ஒரு click log-இல் ஒரு வரிக்கு ஒரு `user page` நிகழ்வு உள்ளது; ஒரு பயனர் ஒரே பக்கத்தைப் பலமுறை பார்க்கலாம். `groupBy("user").agg(countDistinct("page"))` போல, ஒவ்வொரு பயனருக்கும் ஒரு set கொண்டு, அவர் பார்த்த **தனித்துவமான** பக்கங்களை எண்ணுங்கள்.',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `user page`.',
      '**வெளியீடு:** ஒவ்வொரு பயனருக்கும் `user count`; அதிக எண்ணிக்கை முதலில், சம எண்ணிக்கைகள் பயனர் பெயர் வரிசையில்.',
    ],
    language: 'python',
    starter: code`
      n = int(input())
      pages = {}
      for _ in range(n):
          user, page = input().split()
          # A list counts repeats: keep a set of pages per user instead
          pages.setdefault(user, []).append(page)
      for user in sorted(pages, key=lambda u: (-len(pages[u]), u)):
          print(user, len(pages[user]))
    `,
    solution: code`
      n = int(input())
      pages = {}
      for _ in range(n):
          user, page = input().split()
          pages.setdefault(user, set()).add(page)
      for user in sorted(pages, key=lambda u: (-len(pages[u]), u)):
          print(user, len(pages[user]))
    `,
    tests: [
      [
        '6\nanu /home\nanu /courses\nravi /home\nanu /home\nravi /home\nmeena /pay\n',
        'anu 2\nmeena 1\nravi 1',
      ],
      ['3\nx /a\nx /a\nx /a\n', 'x 1'],
      ['4\nb /1\na /2\nb /2\na /1\n', 'a 2\nb 2'],
    ],
    hints: [
      [
        '`pages.setdefault(user, set()).add(page)` keeps each page once per user.',
        '`pages.setdefault(user, set()).add(page)` ஒவ்வொரு பயனருக்கும் ஒவ்வொரு பக்கத்தையும் ஒருமுறை மட்டுமே வைக்கும்.',
      ],
    ],
    topic: 'aggregations',
    difficulty: 'easy',
  }),
];
