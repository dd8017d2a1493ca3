import { code, exercise } from './text.ts';

/** 'JavaScript Essentials for Absolute Beginners': functions, then arrays and objects. */
export const JAVASCRIPT_ESSENTIALS = [
  exercise({
    title: ['Write and reuse a function: greet', 'செயல்கூறு (function) எழுதி மீண்டும் பயன்படுத்துங்கள்: greet'],
    en: [
      'Complete the function `greet(name)` so that it **returns** the text `Vanakkam, <name>!`. The rest of the program is written for you: it calls `greet` once for every name it reads and prints what the function returns.',
      '**Input:** n, then n names (a name can have spaces).',
      '**Output:** one greeting per name.',
    ],
    ta: [
      '`greet(name)` என்ற செயல்கூறு (function) `Vanakkam, <name>!` என்ற உரையைத் **திருப்பித் தரும்படி** (return) அதை நிறைவு செய்யுங்கள். நிரலின் மீதிப் பகுதி ஏற்கெனவே எழுதப்பட்டுள்ளது: அது படிக்கும் ஒவ்வொரு பெயருக்கும் `greet`-ஐ ஒருமுறை அழைத்து, அது தருவதை அச்சிடுகிறது.',
      '**உள்ளீடு:** n, பிறகு n பெயர்கள் (பெயரில் இடைவெளி இருக்கலாம்).',
      '**வெளியீடு:** ஒவ்வொரு பெயருக்கும் ஒரு வாழ்த்து.',
    ],
    language: 'javascript',
    starter: code`
      function greet(name) {
        // Return the greeting for this name
        return '';
      }

      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        console.log(greet(readLine().trim()));
      }
    `,
    solution: code`
      function greet(name) {
        return 'Vanakkam, ' + name + '!';
      }

      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        console.log(greet(readLine().trim()));
      }
    `,
    tests: [
      ['2\nKavya\nSurya\n', 'Vanakkam, Kavya!\nVanakkam, Surya!'],
      ['1\nArun Kumar\n', 'Vanakkam, Arun Kumar!'],
      ['3\nA\nB\nC\n', 'Vanakkam, A!\nVanakkam, B!\nVanakkam, C!'],
    ],
    hints: [
      [
        "Join texts with `+`, as in `'Hello ' + name`, and use `return` to give the result back.",
        "`'Hello ' + name` என்பது போல உரைகளை `+` கொண்டு இணையுங்கள்; விடையைத் திருப்பித் தர `return` பயன்படுத்துங்கள்.",
      ],
    ],
    topic: 'functions',
    difficulty: 'easy',
  }),
  exercise({
    title: ['One function, many prices', 'ஒரே செயல்கூறு, பல விலைகள்'],
    en: [
      'A bill has several items, each with its own GST rate. Complete `priceWithGst(price, rate)` so that it returns the price with GST added. The program calls it for every item, prints each item with its price, and then the bill total.',
      '**Input:** n, then n lines `item price rate` (price in whole rupees, rate in per cent).',
      '**Output:** `item ₹amount` for each item, then `Total ₹amount`, amounts with two decimals.',
    ],
    ta: [
      'ஒரு பில்லில் பல பொருள்கள் உள்ளன; ஒவ்வொன்றுக்கும் தனி GST விகிதம். `priceWithGst(price, rate)` விலையுடன் GST சேர்த்துத் திருப்பித் தரும்படி அதை நிறைவு செய்யுங்கள். நிரல் ஒவ்வொரு பொருளுக்கும் அதை அழைத்து, பொருளையும் விலையையும், இறுதியில் பில்லின் மொத்தத்தையும் அச்சிடும்.',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `item price rate` (விலை முழு ரூபாயில், விகிதம் சதவீதத்தில்).',
      '**வெளியீடு:** ஒவ்வொரு பொருளுக்கும் `item ₹amount`, பிறகு `Total ₹amount`; தொகைகள் இரண்டு தசம இடங்களுடன்.',
    ],
    language: 'javascript',
    starter: code`
      function priceWithGst(price, rate) {
        // Return the price with rate per cent GST added
        return price;
      }

      const n = Number(readLine());
      let total = 0;
      for (let i = 0; i < n; i++) {
        const [item, price, rate] = readLine().trim().split(' ');
        const amount = priceWithGst(Number(price), Number(rate));
        total += amount;
        console.log(item + ' ₹' + amount.toFixed(2));
      }
      console.log('Total ₹' + total.toFixed(2));
    `,
    solution: code`
      function priceWithGst(price, rate) {
        return (price * (100 + rate)) / 100;
      }

      const n = Number(readLine());
      let total = 0;
      for (let i = 0; i < n; i++) {
        const [item, price, rate] = readLine().trim().split(' ');
        const amount = priceWithGst(Number(price), Number(rate));
        total += amount;
        console.log(item + ' ₹' + amount.toFixed(2));
      }
      console.log('Total ₹' + total.toFixed(2));
    `,
    tests: [
      [
        '3\nRice 1000 5\nSoap 45 18\nPhone 12000 18\n',
        'Rice ₹1050.00\nSoap ₹53.10\nPhone ₹14160.00\nTotal ₹15263.10',
      ],
      ['1\nBook 250 0\n', 'Book ₹250.00\nTotal ₹250.00'],
      ['2\nPen 10 12\nBag 799 28\n', 'Pen ₹11.20\nBag ₹1022.72\nTotal ₹1033.92'],
    ],
    hints: [
      [
        'GST of `rate` per cent adds `price * rate / 100`.',
        '`rate` சதவீத GST என்பது `price * rate / 100`-ஐக் கூட்டும்.',
      ],
    ],
    topic: 'functions',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Arrays of objects: the class topper', 'Objects கொண்ட array: வகுப்பில் முதலிடம்'],
    en: [
      "Read the students into an array of objects like `{ name: 'Banu', marks: 91 }`. Print the topper (the first one if several share the highest marks) as `name marks`, and on the next line how many students scored **more** than the class average.",
      '**Input:** n, then n lines `name marks`.',
      '**Output:** two lines.',
    ],
    ta: [
      "மாணவர்களை `{ name: 'Banu', marks: 91 }` போன்ற objects கொண்ட ஓர் array-இல் படியுங்கள். முதலிடம் பெற்றவரை (பலர் அதிக மதிப்பெண் பெற்றிருந்தால் அவர்களில் முதலாமவரை) `name marks` என அச்சிடுங்கள்; அடுத்த வரியில், வகுப்புச் சராசரியைவிட **அதிகமாக** மதிப்பெண் பெற்றவர்கள் எத்தனை பேர் என்று அச்சிடுங்கள்.",
      '**உள்ளீடு:** n, பிறகு n வரிகள் `name marks`.',
      '**வெளியீடு:** இரண்டு வரிகள்.',
    ],
    language: 'javascript',
    starter: code`
      const n = Number(readLine());
      const students = [];
      for (let i = 0; i < n; i++) {
        const [name, marks] = readLine().trim().split(' ');
        students.push({ name: name, marks: Number(marks) });
      }
      // Find the topper and count the students above the average
      let topper = students[0];
      let aboveAverage = 0;
      console.log(topper.name + ' ' + topper.marks);
      console.log(aboveAverage);
    `,
    solution: code`
      const n = Number(readLine());
      const students = [];
      for (let i = 0; i < n; i++) {
        const [name, marks] = readLine().trim().split(' ');
        students.push({ name: name, marks: Number(marks) });
      }
      let topper = students[0];
      let sum = 0;
      for (const s of students) {
        if (s.marks > topper.marks) topper = s;
        sum += s.marks;
      }
      const average = sum / students.length;
      const aboveAverage = students.filter((s) => s.marks > average).length;
      console.log(topper.name + ' ' + topper.marks);
      console.log(aboveAverage);
    `,
    tests: [
      ['4\nAnbu 78\nBanu 91\nChitra 85\nDinesh 60\n', 'Banu 91\n2'],
      ['1\nElango 50\n', 'Elango 50\n0'],
      ['3\nXavier 70\nYusuf 70\nZara 70\n', 'Xavier 70\n0'],
      ['5\nPavi 10\nQadir 100\nRani 100\nSelvi 20\nTharun 30\n', 'Qadir 100\n2'],
    ],
    samples: 1,
    hints: [
      [
        'Go through the array once to find the topper and the sum.',
        'Array-ஐ ஒருமுறை சுற்றி, முதலிடத்தையும் கூட்டுத்தொகையையும் கண்டுபிடியுங்கள்.',
      ],
      [
        '`students.filter(...)` keeps the students that pass a test; `.length` counts them.',
        '`students.filter(...)` ஒரு நிபந்தனையை நிறைவு செய்பவர்களை வைக்கும்; `.length` அவர்களை எண்ணும்.',
      ],
    ],
    topic: 'arrays and objects',
    difficulty: 'easy',
  }),
];
