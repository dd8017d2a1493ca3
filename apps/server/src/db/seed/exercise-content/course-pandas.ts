import { code, exercise } from './text.ts';

/**
 * 'Data Analysis with Pandas & NumPy': the judge has only the standard library, so these are the
 * group-by, fillna and summary steps done by hand, which is what pandas does underneath.
 */
export const PANDAS_COURSE = [
  exercise({
    title: ['Rainfall per district from a CSV', 'CSV-இலிருந்து மாவட்ட வாரியான மழையளவு'],
    en: [
      'A CSV file has the columns `district,month,rainfall_mm`; a district name with a comma is in double quotes, and an empty rainfall means "not recorded" (skip it). Like `df.groupby("district")["rainfall_mm"].sum()`, print each district\'s total, the wettest first and equal totals by name, as `district: total` with one decimal. If there are no data rows, print `No data`.',
      '**Input:** the CSV, header first.',
    ],
    ta: [
      'ஒரு CSV கோப்பில் `district,month,rainfall_mm` நெடுவரிசைகள் உள்ளன; காற்புள்ளி உள்ள மாவட்டப் பெயர் இரட்டை மேற்கோள் குறிக்குள் இருக்கும்; மழையளவு காலியாக இருந்தால் "பதிவு செய்யப்படவில்லை" (அதைத் தவிர்த்துவிடுங்கள்). `df.groupby("district")["rainfall_mm"].sum()` போல, ஒவ்வொரு மாவட்டத்தின் மொத்தத்தையும் `district: total` என ஒரு தசம இடத்துடன் அச்சிடுங்கள்: அதிக மழை முதலில், சம மொத்தம் உள்ளவை பெயர் வரிசையில். தரவு வரிகளே இல்லையெனில் `No data`.',
      '**உள்ளீடு:** CSV, தலைப்பு வரி முதலில்.',
    ],
    language: 'python',
    starter: code`
      import csv
      import sys

      rows = list(csv.reader(sys.stdin))
      header, data = rows[0], rows[1:]
      totals = {}
      # Add each row's rainfall to its district's total (skip empty values), then sort
      for district, total in totals.items():
          print(f"{district}: {total:.1f}")
    `,
    solution: code`
      import csv
      import sys

      rows = list(csv.reader(sys.stdin))
      totals = {}
      for district, month, rainfall in rows[1:]:
          if rainfall.strip() == "":
              continue
          totals[district] = totals.get(district, 0.0) + float(rainfall)
      if not totals:
          print("No data")
      for district, total in sorted(totals.items(), key=lambda item: (-item[1], item[0])):
          print(f"{district}: {total:.1f}")
    `,
    tests: [
      [
        'district,month,rainfall_mm\nChennai,Oct,266.0\nMadurai,Oct,180.5\nChennai,Nov,308.7\nMadurai,Nov,160.2\nNilgiris,Oct,250.1\n',
        'Chennai: 574.7\nMadurai: 340.7\nNilgiris: 250.1',
      ],
      [
        'district,month,rainfall_mm\nChennai,Oct,100.0\nChennai,Nov,\nSalem,Oct,20.2\n',
        'Chennai: 100.0\nSalem: 20.2',
      ],
      [
        'district,month,rainfall_mm\n"Chennai, North",Oct,100.0\nChennai,Oct,50.5\n',
        'Chennai, North: 100.0\nChennai: 50.5',
      ],
      ['district,month,rainfall_mm\n', 'No data'],
      ['district,month,rainfall_mm\nTheni,Oct,10.0\nErode,Oct,10.0\n', 'Erode: 10.0\nTheni: 10.0'],
    ],
    hints: [
      [
        '`csv.reader` handles the quoted names for you; splitting on commas does not.',
        '`csv.reader` மேற்கோள் குறியிட்ட பெயர்களைத் தானே கையாளும்; காற்புள்ளியில் பிரிப்பது அப்படிச் செய்யாது.',
      ],
      [
        'Sort with `key=lambda item: (-item[1], item[0])`.',
        '`key=lambda item: (-item[1], item[0])` கொண்டு வரிசைப்படுத்துங்கள்.',
      ],
    ],
    topic: 'grouping',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Fill missing values with the mean', 'விடுபட்ட மதிப்புகளைச் சராசரியால் நிரப்புங்கள்'],
    en: [
      'Like `series.fillna(series.mean())`: a column of numbers has missing values, written as an empty field or `NA`. Replace each with the mean of the values present (0 if none is present), and print every value with two decimals.',
      '**Input:** one line of comma-separated values.',
      '**Output:** the filled values, comma-separated.',
    ],
    ta: [
      '`series.fillna(series.mean())` போல: எண்கள் உள்ள ஒரு நெடுவரிசையில் சில மதிப்புகள் விடுபட்டுள்ளன — காலியான இடமாகவோ `NA` ஆகவோ. ஒவ்வொன்றையும் இருக்கும் மதிப்புகளின் சராசரியால் (எதுவுமே இல்லையெனில் 0) மாற்றி, எல்லா மதிப்புகளையும் இரண்டு தசம இடங்களுடன் அச்சிடுங்கள்.',
      '**உள்ளீடு:** காற்புள்ளியால் பிரிக்கப்பட்ட மதிப்புகள் உள்ள ஒரு வரி.',
      '**வெளியீடு:** நிரப்பப்பட்ட மதிப்புகள், காற்புள்ளியால் பிரிக்கப்பட்டு.',
    ],
    language: 'python',
    starter: code`
      values = input().strip().split(",")
      # Find the mean of the values present, then fill "" and "NA" with it
      filled = [float(v) if v not in ("", "NA") else 0.0 for v in values]
      print(",".join(f"{v:.2f}" for v in filled))
    `,
    solution: code`
      values = input().strip().split(",")
      present = [float(v) for v in values if v not in ("", "NA")]
      mean = sum(present) / len(present) if present else 0.0
      filled = [float(v) if v not in ("", "NA") else mean for v in values]
      print(",".join(f"{v:.2f}" for v in filled))
    `,
    tests: [
      ['10,,20,NA,30\n', '10.00,20.00,20.00,20.00,30.00'],
      ['1.5,2\n', '1.50,2.00'],
      ['NA,NA\n', '0.00,0.00'],
      [',4,5,NA\n', '4.50,4.00,5.00,4.50'],
      ['7,NA,8,NA,10\n', '7.00,8.33,8.00,8.33,10.00'],
    ],
    hints: [
      [
        'Compute the mean from the present values only, before filling.',
        'நிரப்புவதற்கு முன், இருக்கும் மதிப்புகளிலிருந்து மட்டும் சராசரியைக் கணக்கிடுங்கள்.',
      ],
    ],
    topic: 'missing values',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Train punctuality report', 'ரயில்களின் நேரந்தவறாமை அறிக்கை'],
    en: [
      'Indian Railways data: each CSV row is one run of a train with its scheduled and actual arrival (`HH:MM`, same day). The delay is actual − scheduled in minutes, and an early arrival counts as 0. A run is on time when the delay is at most 5 minutes.',
      'For each train, in order of train number, print `train runs=R avg_delay=D on_time=P%`, with D to one decimal and P the whole per cent, rounded down.',
      '**Input:** the CSV with the header `train,scheduled,actual`.',
    ],
    ta: [
      'இந்திய ரயில்வே தரவு: CSV-இன் ஒவ்வொரு வரியும் ஒரு ரயிலின் ஒரு பயணம் — திட்டமிட்ட, உண்மையான வருகை நேரங்களுடன் (`HH:MM`, அதே நாள்). தாமதம் = உண்மை − திட்டம் (நிமிடங்களில்); முன்கூட்டியே வந்தால் தாமதம் 0. தாமதம் 5 நிமிடங்களுக்கு மிகாவிட்டால் அந்தப் பயணம் நேரத்துக்கு வந்ததாகும்.',
      'ஒவ்வொரு ரயிலுக்கும், ரயில் எண் வரிசையில், `train runs=R avg_delay=D on_time=P%` என அச்சிடுங்கள்; D ஒரு தசம இடத்துடன், P கீழ்நோக்கி முழுமையாக்கிய சதவீதம்.',
      '**உள்ளீடு:** `train,scheduled,actual` தலைப்புடன் CSV.',
    ],
    language: 'python',
    starter: code`
      import csv
      import sys

      def minutes(time):
          hours, mins = time.split(":")
          return int(hours) * 60 + int(mins)

      runs = {}
      for row in csv.DictReader(sys.stdin):
          # Work out the delay of this run and keep it under row["train"]
          pass

      for train in sorted(runs):
          print(train)
    `,
    solution: code`
      import csv
      import sys

      def minutes(time):
          hours, mins = time.split(":")
          return int(hours) * 60 + int(mins)

      runs = {}
      for row in csv.DictReader(sys.stdin):
          delay = max(0, minutes(row["actual"]) - minutes(row["scheduled"]))
          runs.setdefault(row["train"], []).append(delay)

      for train in sorted(runs):
          delays = runs[train]
          on_time = sum(1 for d in delays if d <= 5) * 100 // len(delays)
          print(f"{train} runs={len(delays)} avg_delay={sum(delays) / len(delays):.1f} on_time={on_time}%")
    `,
    tests: [
      [
        'train,scheduled,actual\n12635,06:10,06:12\n12635,06:10,06:30\n12636,15:00,14:58\n12635,06:10,06:10\n',
        '12635 runs=3 avg_delay=7.3 on_time=66%\n12636 runs=1 avg_delay=0.0 on_time=100%',
      ],
      [
        'train,scheduled,actual\n22671,23:00,23:45\n22671,23:00,23:05\n22671,23:00,23:06\n22671,23:00,22:59\n',
        '22671 runs=4 avg_delay=14.0 on_time=50%',
      ],
      [
        'train,scheduled,actual\n16127,07:30,08:30\n12633,17:00,17:00\n',
        '12633 runs=1 avg_delay=0.0 on_time=100%\n16127 runs=1 avg_delay=60.0 on_time=0%',
      ],
    ],
    hints: [
      [
        '`csv.DictReader` gives each row as a dictionary keyed by the header.',
        '`csv.DictReader` ஒவ்வொரு வரியையும் தலைப்புச் சொற்களைக் key-ஆகக் கொண்ட அகராதியாகத் தரும்.',
      ],
      [
        '`max(0, delay)` makes an early arrival count as 0; `//` rounds the per cent down.',
        '`max(0, delay)` முன்கூட்டிய வருகையை 0 ஆக்கும்; `//` சதவீதத்தைக் கீழ்நோக்கி முழுமையாக்கும்.',
      ],
    ],
    topic: 'data cleaning',
    difficulty: 'medium',
  }),
];
