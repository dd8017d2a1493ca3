import { code, practice } from './text.ts';

export const JAVASCRIPT_PRACTICE_HARD = [
  practice('longest-unique-substring', {
    title: ['Longest stretch without repeats', 'மீண்டும் வராத எழுத்துகளின் நீண்ட பகுதி'],
    en: [
      'Find the length of the longest substring (a run of consecutive characters) in which no character repeats. In `abcabcbb` it is `abc`, length 3.',
      '**Input:** one line of up to 20,000 characters (it may be empty).',
      '**Output:** the length.',
    ],
    ta: [
      'எந்த எழுத்தும் மீண்டும் வராத மிக நீண்ட substring-இன் (தொடர்ச்சியான எழுத்துகளின் பகுதி) நீளத்தைக் கண்டுபிடியுங்கள். `abcabcbb`-இல் அது `abc`, நீளம் 3.',
      '**உள்ளீடு:** 20,000 எழுத்துகள் வரை உள்ள ஒரு வரி (காலியாகவும் இருக்கலாம்).',
      '**வெளியீடு:** அந்த நீளம்.',
    ],
    language: 'javascript',
    starter: code`
      const s = readLine() ?? '';
      let best = 0;
      // Slide a window over s, remembering where each character was last seen
      console.log(best);
    `,
    solution: code`
      const s = readLine() ?? '';
      const last = new Map();
      let start = 0;
      let best = 0;
      for (let i = 0; i < s.length; i++) {
        if (last.has(s[i]) && last.get(s[i]) >= start) start = last.get(s[i]) + 1;
        last.set(s[i], i);
        best = Math.max(best, i - start + 1);
      }
      console.log(best);
    `,
    tests: [
      ['abcabcbb\n', '3'],
      ['bbbbb\n', '1'],
      ['pwwkew\n', '3'],
      ['\n', '0'],
      ['abcdefghijklmnopqrstuvwxyz\n', '26'],
      ['dvdf\n', '3'],
      [`${'ab'.repeat(10_000)}xyz\n`, '5'],
    ],
    samples: 2,
    hints: [
      [
        'Checking every substring is too slow for 20,000 characters.',
        'எல்லா substring-களையும் சோதிப்பது 20,000 எழுத்துகளுக்கு மிக மெதுவாக இருக்கும்.',
      ],
      [
        'Keep a window [start, i]; when s[i] was seen inside the window, move start just past it.',
        '[start, i] என்ற சாளரத்தை வைத்திருங்கள்; s[i] சாளரத்துக்குள் முன்பே வந்திருந்தால், start-ஐ அதற்கு அடுத்த இடத்துக்கு நகர்த்துங்கள்.',
      ],
    ],
    topic: 'strings',
    difficulty: 'hard',
  }),
  practice('ways-to-pay', {
    title: ['Ways to pay an amount', 'ஒரு தொகையைச் செலுத்தும் வழிகள்'],
    en: [
      'In how many ways can you pay an amount with the given coins and notes, using each denomination as many times as you like? The order does not matter: 2 + 1 and 1 + 2 are the same way.',
      '**Input:** the amount in rupees, then the denominations separated by spaces.',
      '**Output:** the number of ways (paying 0 has exactly one way: nothing).',
      '**Constraints:** 0 ≤ amount ≤ 1000; at most 10 different denominations; the answer fits in a JavaScript number.',
    ],
    ta: [
      'கொடுக்கப்பட்ட நாணயங்கள், நோட்டுகள் கொண்டு — ஒவ்வொரு மதிப்பையும் எத்தனை முறை வேண்டுமானாலும் பயன்படுத்தி — ஒரு தொகையை எத்தனை வழிகளில் செலுத்தலாம்? வரிசை முக்கியமில்லை: 2 + 1, 1 + 2 இரண்டும் ஒரே வழி.',
      '**உள்ளீடு:** ரூபாயில் தொகை, பிறகு இடைவெளி விட்டு மதிப்புகள் (denominations).',
      '**வெளியீடு:** வழிகளின் எண்ணிக்கை (0 செலுத்த ஒரே ஒரு வழி: எதுவும் தராமல் இருப்பது).',
      '**கட்டுப்பாடுகள்:** 0 ≤ தொகை ≤ 1000; அதிகபட்சம் 10 வெவ்வேறு மதிப்புகள்; விடை ஒரு JavaScript number-இல் அடங்கும்.',
    ],
    language: 'javascript',
    starter: code`
      const amount = Number(readLine());
      const coins = readLine().trim().split(' ').map(Number);
      // ways[x] = the number of ways to pay x; build it up one denomination at a time
      console.log(0);
    `,
    solution: code`
      const amount = Number(readLine());
      const coins = readLine().trim().split(' ').map(Number);
      const ways = new Array(amount + 1).fill(0);
      ways[0] = 1;
      for (const coin of coins) {
        for (let x = coin; x <= amount; x++) ways[x] += ways[x - coin];
      }
      console.log(ways[amount]);
    `,
    tests: [
      ['10\n1 2 5 10\n', '11'],
      ['0\n1 2 5\n', '1'],
      ['7\n2 4\n', '0'],
      ['100\n1 2 5 10 20 50 100\n', '4563'],
      ['1000\n1 2 5 10\n', '1712051'],
      ['500\n1 2 5 10 20 50 100 200 500\n', '6295435'],
    ],
    hints: [
      [
        'Trying every combination by recursion is far too slow for 1000.',
        'எல்லாச் சேர்க்கைகளையும் recursion மூலம் முயல்வது 1000-க்கு மிக மெதுவாக இருக்கும்.',
      ],
      [
        'Loop over the denominations outside and the amounts inside, so each way is counted once.',
        'வெளி மடக்கில் (loop) மதிப்புகளையும் உள் மடக்கில் தொகைகளையும் சுற்றுங்கள்; அப்போது ஒவ்வொரு வழியும் ஒருமுறை மட்டுமே எண்ணப்படும்.',
      ],
    ],
    topic: 'dynamic programming',
    difficulty: 'hard',
  }),
];
