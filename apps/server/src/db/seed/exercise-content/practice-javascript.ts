import { code, practice } from './text.ts';

/** JavaScript practice problems: the judge gives `input`, `readLine()` and `console.log`. */

const fizzBuzz = (n: number) =>
  Array.from({ length: n }, (_, i) => i + 1)
    .map((i) => (i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i)))
    .join('\n');

export const JAVASCRIPT_PRACTICE_EASY = [
  practice('sum-of-digits', {
    title: ['Sum of digits', 'இலக்கங்களின் கூட்டுத்தொகை'],
    en: [
      'Read a whole number and print the sum of its digits. The number can have up to 18 digits, more than a JavaScript number holds exactly, so treat it as text.',
      '**Input:** one non-negative integer.',
      '**Output:** the sum of its digits.',
    ],
    ta: [
      'ஒரு முழு எண்ணைப் படித்து, அதன் இலக்கங்களின் கூட்டுத்தொகையை அச்சிடுங்கள். எண்ணில் 18 இலக்கங்கள் வரை இருக்கலாம் — JavaScript number துல்லியமாக வைத்திருப்பதைவிட அதிகம் — எனவே அதை உரையாக (string) கையாளுங்கள்.',
      '**உள்ளீடு:** எதிர்மறையல்லாத ஒரு முழு எண்.',
      '**வெளியீடு:** அதன் இலக்கங்களின் கூட்டுத்தொகை.',
    ],
    language: 'javascript',
    starter: code`
      const n = readLine().trim();
      let sum = 0;
      // Add up the digits of n, one character at a time
      console.log(sum);
    `,
    solution: code`
      const n = readLine().trim();
      let sum = 0;
      for (const ch of n) sum += Number(ch);
      console.log(sum);
    `,
    tests: [
      ['12345\n', '15'],
      ['0\n', '0'],
      ['999999999999999999\n', '162'],
      ['1000000\n', '1'],
      ['5\n', '5'],
    ],
    hints: [
      [
        '`for (const ch of text)` visits each character; `Number(ch)` turns it into a digit.',
        '`for (const ch of text)` ஒவ்வொரு எழுத்தையும் தரும்; `Number(ch)` அதை இலக்கமாக மாற்றும்.',
      ],
    ],
    topic: 'math',
    difficulty: 'easy',
  }),
  practice('reverse-the-words', {
    title: ['Reverse the words', 'சொற்களைத் தலைகீழாக்குங்கள்'],
    en: [
      'Print the words of a line in reverse order, separated by single spaces. The line may have extra spaces between or around words.',
      '**Input:** one line with at least one word.',
      '**Output:** the words, last first.',
    ],
    ta: [
      'ஒரு வரியிலுள்ள சொற்களைத் தலைகீழ் வரிசையில், ஒற்றை இடைவெளி விட்டு அச்சிடுங்கள். சொற்களுக்கு இடையிலோ சுற்றிலோ கூடுதல் இடைவெளிகள் இருக்கலாம்.',
      '**உள்ளீடு:** குறைந்தது ஒரு சொல் உள்ள ஒரு வரி.',
      '**வெளியீடு:** கடைசிச் சொல் முதலில் வரும்படி சொற்கள்.',
    ],
    language: 'javascript',
    starter: code`
      const line = readLine();
      // Split the line into words, reverse them and join them again
      console.log(line);
    `,
    solution: code`
      const words = readLine().trim().split(/\s+/);
      console.log(words.reverse().join(' '));
    `,
    tests: [
      ['I love Chennai\n', 'Chennai love I'],
      ['one\n', 'one'],
      ['  extra   spaces here \n', 'here spaces extra'],
      ['a b c d e\n', 'e d c b a'],
    ],
    hints: [
      [
        '`split(/\\s+/)` splits on any run of spaces; trim the line first.',
        '`split(/\\s+/)` எத்தனை இடைவெளிகள் இருந்தாலும் பிரிக்கும்; முதலில் வரியை trim செய்யுங்கள்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'easy',
  }),
  practice('fizzbuzz', {
    title: ['FizzBuzz', 'FizzBuzz'],
    en: [
      'Print the numbers from 1 to n, one a line, but print `Fizz` for multiples of 3, `Buzz` for multiples of 5 and `FizzBuzz` for multiples of both. A favourite first question in campus interviews.',
      '**Input:** n (1 ≤ n ≤ 1000).',
      '**Output:** n lines.',
    ],
    ta: [
      '1 முதல் n வரையிலான எண்களை ஒரு வரிக்கு ஒன்றாக அச்சிடுங்கள்; ஆனால் 3-இன் மடங்குகளுக்கு `Fizz`, 5-இன் மடங்குகளுக்கு `Buzz`, இரண்டின் மடங்குகளுக்கும் `FizzBuzz` என அச்சிடுங்கள். Campus நேர்காணல்களில் அடிக்கடி கேட்கப்படும் முதல் கேள்வி இது.',
      '**உள்ளீடு:** n (1 ≤ n ≤ 1000).',
      '**வெளியீடு:** n வரிகள்.',
    ],
    language: 'javascript',
    starter: code`
      const n = Number(readLine());
      for (let i = 1; i <= n; i++) {
        // Decide what to print for i
        console.log(i);
      }
    `,
    solution: code`
      const n = Number(readLine());
      for (let i = 1; i <= n; i++) {
        if (i % 15 === 0) console.log('FizzBuzz');
        else if (i % 3 === 0) console.log('Fizz');
        else if (i % 5 === 0) console.log('Buzz');
        else console.log(i);
      }
    `,
    tests: [
      ['15\n', fizzBuzz(15)],
      ['1\n', fizzBuzz(1)],
      ['5\n', fizzBuzz(5)],
      ['100\n', fizzBuzz(100)],
    ],
    hints: [
      ['Check "multiple of both" before the others.', '"இரண்டின் மடங்கு" என்பதை மற்றவற்றுக்கு முன் சோதியுங்கள்.'],
    ],
    topic: 'loops',
    difficulty: 'easy',
  }),
  practice('hottest-day', {
    title: ['The hottest day', 'அதிக வெப்பமான நாள்'],
    en: [
      'You have the maximum temperature of each day of a week in Chennai. Find the highest and lowest values, and the first day that had the highest.',
      '**Input:** n on the first line, then n integers (°C) separated by spaces.',
      '**Output:** three lines: the highest, the lowest, and the day number (counting from 1) of the first hottest day.',
      '**Constraints:** 1 ≤ n ≤ 365; −10 ≤ temperature ≤ 50.',
    ],
    ta: [
      'சென்னையில் ஒவ்வொரு நாளின் அதிகபட்ச வெப்பநிலை உங்களிடம் உள்ளது. அதிக, குறைந்த மதிப்புகளையும், அதிக வெப்பம் பதிவான முதல் நாளையும் கண்டுபிடியுங்கள்.',
      '**உள்ளீடு:** முதல் வரியில் n, பிறகு இடைவெளி விட்டு n முழு எண்கள் (°C).',
      '**வெளியீடு:** மூன்று வரிகள்: அதிகபட்சம், குறைந்தபட்சம், அதிக வெப்பம் பதிவான முதல் நாளின் எண் (1-இலிருந்து எண்ணி).',
      '**கட்டுப்பாடுகள்:** 1 ≤ n ≤ 365; −10 ≤ வெப்பநிலை ≤ 50.',
    ],
    language: 'javascript',
    starter: code`
      readLine();
      const temps = readLine().trim().split(/\s+/).map(Number);
      let highest = temps[0];
      let lowest = temps[0];
      let hottestDay = 1;
      // Go through every day and update the three values
      console.log(highest);
      console.log(lowest);
      console.log(hottestDay);
    `,
    solution: code`
      readLine();
      const temps = readLine().trim().split(/\s+/).map(Number);
      let highest = temps[0];
      let lowest = temps[0];
      let hottestDay = 1;
      for (let i = 1; i < temps.length; i++) {
        if (temps[i] > highest) {
          highest = temps[i];
          hottestDay = i + 1;
        }
        if (temps[i] < lowest) lowest = temps[i];
      }
      console.log(highest);
      console.log(lowest);
      console.log(hottestDay);
    `,
    tests: [
      ['7\n36 38 41 39 41 35 33\n', '41\n33\n3'],
      ['1\n30\n', '30\n30\n1'],
      ['4\n-2 -5 -1 -1\n', '-1\n-5\n3'],
      ['5\n40 40 40 40 40\n', '40\n40\n1'],
      ['6\n31 30 29 28 27 45\n', '45\n27\n6'],
    ],
    hints: [
      [
        'Use `>` (not `>=`) so that the first hottest day is kept.',
        'முதல் அதிக வெப்ப நாள் மாறாமல் இருக்க `>` பயன்படுத்துங்கள் (`>=` அல்ல).',
      ],
    ],
    topic: 'arrays',
    difficulty: 'easy',
  }),
];
