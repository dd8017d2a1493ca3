import { code, practice } from './text.ts';

export const JAVASCRIPT_PRACTICE_MEDIUM = [
  practice('train-journey-time', {
    title: ['How long is the train journey?', 'ரயில் பயணம் எவ்வளவு நேரம்?'],
    en: [
      'A train leaves at one time and arrives at another, possibly one or more days later (the Chennai–Delhi Grand Trunk Express arrives two days after it leaves). Print the journey time.',
      '**Input:** one line: departure `HH:MM`, arrival `HH:MM` and the number of days later it arrives (0, 1 or 2).',
      '**Output:** the duration as `Xh Ym`, for example `8h 25m` or `0h 40m`.',
    ],
    ta: [
      'ஒரு ரயில் ஒரு நேரத்தில் புறப்பட்டு, வேறொரு நேரத்தில் — சில சமயம் ஒன்றோ அதற்கு மேற்பட்ட நாள்களோ கழித்து — வந்து சேர்கிறது (சென்னை–டெல்லி Grand Trunk Express புறப்பட்ட இரண்டு நாள் கழித்துச் சேர்கிறது). பயண நேரத்தை அச்சிடுங்கள்.',
      '**உள்ளீடு:** ஒரு வரி: புறப்பாடு `HH:MM`, வருகை `HH:MM`, எத்தனை நாள் கழித்து வருகிறது (0, 1 அல்லது 2).',
      '**வெளியீடு:** `Xh Ym` வடிவில் பயண நேரம், எடுத்துக்காட்டாக `8h 25m` அல்லது `0h 40m`.',
    ],
    language: 'javascript',
    starter: code`
      const [departure, arrival, days] = readLine().trim().split(' ');
      // Turn both times into minutes and add 1440 minutes for each day later
      console.log('0h 0m');
    `,
    solution: code`
      const [departure, arrival, days] = readLine().trim().split(' ');
      function minutes(time) {
        const [h, m] = time.split(':').map(Number);
        return h * 60 + m;
      }
      const total = minutes(arrival) + Number(days) * 1440 - minutes(departure);
      console.log(Math.floor(total / 60) + 'h ' + (total % 60) + 'm');
    `,
    tests: [
      ['22:15 06:40 1\n', '8h 25m'],
      ['06:00 11:30 0\n', '5h 30m'],
      ['16:50 16:50 1\n', '24h 0m'],
      ['23:59 00:01 2\n', '24h 2m'],
      ['10:05 10:45 0\n', '0h 40m'],
    ],
    hints: [
      [
        'Work in minutes from midnight; a day is 1440 minutes.',
        'நள்ளிரவிலிருந்து நிமிடங்களில் கணக்கிடுங்கள்; ஒரு நாள் என்பது 1440 நிமிடங்கள்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'medium',
  }),
  practice('students-per-city', {
    title: ['Students per city', 'ஒவ்வொரு நகரிலும் எத்தனை மாணவர்கள்'],
    en: [
      'A batch lists each student with their home city. Count the students of each city.',
      '**Input:** n, then n lines `name city` (one word each; a city starts with a capital letter followed by small letters).',
      '**Output:** one line per city, `city count`, cities in alphabetical order.',
    ],
    ta: [
      'ஒரு batch-இல் ஒவ்வொரு மாணவரும் அவரது சொந்த நகருடன் பட்டியலிடப்பட்டுள்ளனர். ஒவ்வொரு நகரிலும் எத்தனை மாணவர்கள் என்று எண்ணுங்கள்.',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `name city` (ஒவ்வொன்றும் ஒரு சொல்; நகரின் பெயர் பெரிய எழுத்தில் தொடங்கிச் சிறிய எழுத்துகளில் தொடரும்).',
      '**வெளியீடு:** ஒரு நகருக்கு ஒரு வரி, `city count`, நகரங்கள் அகர வரிசையில்.',
    ],
    language: 'javascript',
    starter: code`
      const n = Number(readLine());
      const counts = {};
      for (let i = 0; i < n; i++) {
        const [name, city] = readLine().trim().split(' ');
        // Count this student in their city
      }
      for (const city of Object.keys(counts)) console.log(city + ' ' + counts[city]);
    `,
    solution: code`
      const n = Number(readLine());
      const counts = {};
      for (let i = 0; i < n; i++) {
        const city = readLine().trim().split(' ')[1];
        counts[city] = (counts[city] || 0) + 1;
      }
      for (const city of Object.keys(counts).sort()) console.log(city + ' ' + counts[city]);
    `,
    tests: [
      [
        '5\nArun Chennai\nDivya Madurai\nKarthik Chennai\nFathima Coimbatore\nJoseph Madurai\n',
        'Chennai 2\nCoimbatore 1\nMadurai 2',
      ],
      ['1\nRavi Salem\n', 'Salem 1'],
      ['4\nAnu Trichy\nBala Trichy\nCharu Trichy\nDeepa Erode\n', 'Erode 1\nTrichy 3'],
      ['3\nXavier Vellore\nYamini Tirunelveli\nZahir Thanjavur\n', 'Thanjavur 1\nTirunelveli 1\nVellore 1'],
    ],
    hints: [
      [
        'An object can map each city to a count: `counts[city] = (counts[city] || 0) + 1`.',
        'ஒரு object ஒவ்வொரு நகரையும் ஓர் எண்ணிக்கையுடன் இணைக்கலாம்: `counts[city] = (counts[city] || 0) + 1`.',
      ],
      [
        '`Object.keys(counts).sort()` gives the cities in order.',
        '`Object.keys(counts).sort()` நகரங்களை வரிசையாகத் தரும்.',
      ],
    ],
    topic: 'objects',
    difficulty: 'medium',
  }),
  practice('rotate-an-array', {
    title: ['Rotate an array', 'Array-ஐச் சுழற்றுங்கள்'],
    en: [
      'Rotate an array to the right by k places: each value moves k places right, and values that fall off the end come back at the start. k can be larger than the array.',
      '**Input:** `n k` on the first line, then n integers.',
      '**Output:** the rotated array, values separated by spaces.',
      '**Constraints:** 1 ≤ n ≤ 10,000; 0 ≤ k ≤ 10⁹.',
    ],
    ta: [
      'ஓர் array-ஐ வலப்புறமாக k இடங்கள் சுழற்றுங்கள்: ஒவ்வொரு மதிப்பும் k இடங்கள் வலப்புறம் நகரும்; கடைசியில் வெளியே விழும் மதிப்புகள் தொடக்கத்துக்கு வரும். k, array-இன் நீளத்தைவிடப் பெரிதாகவும் இருக்கலாம்.',
      '**உள்ளீடு:** முதல் வரியில் `n k`, பிறகு n முழு எண்கள்.',
      '**வெளியீடு:** சுழற்றப்பட்ட array, மதிப்புகள் இடைவெளி விட்டு.',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 10,000; 0 ≤ k ≤ 10⁹.',
    ],
    language: 'javascript',
    starter: code`
      const [n, k] = readLine().trim().split(' ').map(Number);
      const values = readLine().trim().split(' ');
      // Move the last k values to the front
      console.log(values.join(' '));
    `,
    solution: code`
      const [n, k] = readLine().trim().split(' ').map(Number);
      const values = readLine().trim().split(' ');
      const shift = k % n;
      const rotated = values.slice(n - shift).concat(values.slice(0, n - shift));
      console.log(rotated.join(' '));
    `,
    tests: [
      ['5 2\n1 2 3 4 5\n', '4 5 1 2 3'],
      ['3 0\n7 8 9\n', '7 8 9'],
      ['4 6\n1 2 3 4\n', '3 4 1 2'],
      ['1 100\n42\n', '42'],
      ['6 5\n10 20 30 40 50 60\n', '20 30 40 50 60 10'],
      ['3 1000000000\n1 2 3\n', '3 1 2'],
    ],
    hints: [
      [
        'Rotating by n changes nothing, so only `k % n` matters.',
        'n இடங்கள் சுழற்றினால் எதுவும் மாறாது; எனவே `k % n` மட்டுமே முக்கியம்.',
      ],
    ],
    topic: 'arrays',
    difficulty: 'medium',
  }),
  practice('unique-roll-numbers', {
    title: ['Each roll number once', 'ஒவ்வொரு பதிவெண்ணும் ஒருமுறை'],
    en: [
      'An attendance scanner recorded some roll numbers more than once. Print each roll number once, in the order it was first seen. Roll numbers are case-sensitive.',
      '**Input:** one line of roll numbers separated by spaces.',
      '**Output:** the roll numbers without repeats, separated by spaces.',
    ],
    ta: [
      'வருகைப் பதிவு scanner சில பதிவெண்களை (roll numbers) ஒன்றுக்கு மேற்பட்ட முறை பதிவு செய்துவிட்டது. ஒவ்வொரு பதிவெண்ணையும், அது முதலில் வந்த வரிசையில், ஒருமுறை மட்டும் அச்சிடுங்கள். பெரிய, சிறிய எழுத்துகள் வேறுபட்டவை.',
      '**உள்ளீடு:** இடைவெளி விட்ட பதிவெண்கள் உள்ள ஒரு வரி.',
      '**வெளியீடு:** மீண்டும் வராத பதிவெண்கள், இடைவெளி விட்டு.',
    ],
    language: 'javascript',
    starter: code`
      const rolls = readLine().trim().split(' ');
      const seen = [];
      // Keep a roll number only the first time you meet it
      console.log(rolls.join(' '));
    `,
    solution: code`
      const rolls = readLine().trim().split(' ');
      const seen = new Set();
      const unique = [];
      for (const roll of rolls) {
        if (!seen.has(roll)) {
          seen.add(roll);
          unique.push(roll);
        }
      }
      console.log(unique.join(' '));
    `,
    tests: [
      ['21CS01 21CS02 21CS01 21CS03 21CS02\n', '21CS01 21CS02 21CS03'],
      ['A\n', 'A'],
      ['x x x x\n', 'x'],
      ['b a b c a d\n', 'b a c d'],
      ['Ab ab AB ab\n', 'Ab ab AB'],
    ],
    hints: [
      [
        'A `Set` answers "have I seen this?" quickly.',
        '"இதை முன்பே பார்த்தோமா?" என்பதற்கு `Set` விரைவாகப் பதில் தரும்.',
      ],
    ],
    topic: 'arrays',
    difficulty: 'medium',
  }),
];
