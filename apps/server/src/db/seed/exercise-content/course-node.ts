import { code, exercise } from './text.ts';

/** 'Node.js & Express API Development': what Express does for a request, in plain JavaScript. */
export const NODE_COURSE = [
  exercise({
    title: ['Parse a query string', 'Query string-ஐப் பிரித்தெடுங்கள்'],
    en: [
      'Express gives you `req.query`; here you build it yourself. From a request path, print each query parameter as `key = value`, keys in alphabetical order. Decode `%XX` escapes and `+` (a space). A key given more than once keeps all its values, joined by commas in the order given. With no query, print `No query`.',
      '**Input:** one line: the path and query, such as `/books?title=Ponniyin%20Selvan&author=Kalki`.',
      '**Output:** one line per key.',
    ],
    ta: [
      'Express உங்களுக்கு `req.query` தருகிறது; இங்கே அதை நீங்களே உருவாக்குங்கள். ஒரு request path-இலிருந்து ஒவ்வொரு query parameter-ஐயும் `key = value` என, keys அகர வரிசையில் அச்சிடுங்கள். `%XX` escapes, `+` (இடைவெளி) ஆகியவற்றை decode செய்யுங்கள். ஒரே key பலமுறை வந்தால், அதன் எல்லா மதிப்புகளையும் வந்த வரிசையில் காற்புள்ளியால் இணையுங்கள். Query இல்லையெனில் `No query` என அச்சிடுங்கள்.',
      '**உள்ளீடு:** ஒரு வரி: `/books?title=Ponniyin%20Selvan&author=Kalki` போன்ற path-உம் query-உம்.',
      '**வெளியீடு:** ஒரு key-க்கு ஒரு வரி.',
    ],
    language: 'javascript',
    starter: code`
      const url = readLine().trim();
      const query = url.split('?')[1];
      // Decode, group repeated keys and sort the keys
      for (const pair of query.split('&')) {
        const [key, value] = pair.split('=');
        console.log(key + ' = ' + value);
      }
    `,
    solution: code`
      const url = readLine().trim();
      const at = url.indexOf('?');
      const query = at === -1 ? '' : url.slice(at + 1);
      const decode = (text) => decodeURIComponent(text.replace(/\+/g, ' '));
      const params = {};
      for (const pair of query.split('&')) {
        if (pair === '') continue;
        const eq = pair.indexOf('=');
        const key = decode(eq === -1 ? pair : pair.slice(0, eq));
        const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
        (params[key] = params[key] || []).push(value);
      }
      const keys = Object.keys(params).sort();
      if (keys.length === 0) console.log('No query');
      for (const key of keys) console.log(key + ' = ' + params[key].join(','));
    `,
    tests: [
      ['/books?title=Ponniyin%20Selvan&author=Kalki\n', 'author = Kalki\ntitle = Ponniyin Selvan'],
      ['/search?q=tamil+books&page=2\n', 'page = 2\nq = tamil books'],
      ['/books\n', 'No query'],
      ['/books?tag=history&tag=novel&lang=ta\n', 'lang = ta\ntag = history,novel'],
      ['/x?name=%E0%AE%95%E0%AE%B2%E0%AF%8D%E0%AE%B5%E0%AE%BF\n', 'name = கல்வி'],
    ],
    samples: 2,
    hints: [
      [
        '`decodeURIComponent` decodes `%XX`, but not `+`: replace `+` with a space first.',
        '`decodeURIComponent` `%XX`-ஐ decode செய்யும், `+`-ஐ அல்ல: முதலில் `+`-ஐ இடைவெளியாக மாற்றுங்கள்.',
      ],
      ['Keep an object of key → array of values.', 'key → மதிப்புகளின் array என்ற object-ஐ வைத்திருங்கள்.'],
    ],
    topic: 'http',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Match a route', 'Route-ஐப் பொருத்துங்கள்'],
    en: [
      "A router holds routes like `GET /books/:id`, where a segment starting with `:` matches any one segment and names it. For each request, find the **first** route, in the order given, whose method and every segment match, and print the route with its parameters as `name=value` in the route's order. If none matches, print `404 Not Found`.",
      '**Input:** r, then r routes; q, then q requests `METHOD /path`.',
      '**Output:** one line per request.',
    ],
    ta: [
      'ஒரு router-இல் `GET /books/:id` போன்ற routes உள்ளன; `:`-இல் தொடங்கும் segment எந்த ஒரு segment-உடனும் பொருந்தி, அதற்குப் பெயரிடும். ஒவ்வொரு request-க்கும், தரப்பட்ட வரிசையில், method-உம் எல்லா segments-உம் பொருந்தும் **முதல்** route-ஐக் கண்டுபிடித்து, அந்த route-ஐயும் அதன் parameters-ஐயும் route-இன் வரிசையில் `name=value` என அச்சிடுங்கள். எதுவும் பொருந்தவில்லையெனில் `404 Not Found`.',
      '**உள்ளீடு:** r, பிறகு r routes; q, பிறகு q requests `METHOD /path`.',
      '**வெளியீடு:** ஒரு request-க்கு ஒரு வரி.',
    ],
    language: 'javascript',
    starter: code`
      const routes = [];
      const r = Number(readLine());
      for (let i = 0; i < r; i++) routes.push(readLine().trim());
      const q = Number(readLine());
      for (let i = 0; i < q; i++) {
        const request = readLine().trim();
        // Compare segment by segment; ':name' matches any segment
        const found = routes.find((route) => route === request);
        console.log(found === undefined ? '404 Not Found' : found);
      }
    `,
    solution: code`
      function match(route, request) {
        const [method, pattern] = route.split(' ');
        const [reqMethod, path] = request.split(' ');
        const want = pattern.split('/');
        const got = path.split('/');
        if (method !== reqMethod || want.length !== got.length) return null;
        const params = [];
        for (let i = 0; i < want.length; i++) {
          if (want[i].startsWith(':')) params.push(want[i].slice(1) + '=' + got[i]);
          else if (want[i] !== got[i]) return null;
        }
        return [route].concat(params).join(' ');
      }

      const routes = [];
      const r = Number(readLine());
      for (let i = 0; i < r; i++) routes.push(readLine().trim());
      const q = Number(readLine());
      for (let i = 0; i < q; i++) {
        const request = readLine().trim();
        let answer = '404 Not Found';
        for (const route of routes) {
          const found = match(route, request);
          if (found !== null) {
            answer = found;
            break;
          }
        }
        console.log(answer);
      }
    `,
    tests: [
      [
        '3\nGET /books\nGET /books/:id\nPOST /books\n4\nGET /books/42\nPOST /books\nDELETE /books/42\nGET /books/42/reviews\n',
        'GET /books/:id id=42\nPOST /books\n404 Not Found\n404 Not Found',
      ],
      [
        '2\nGET /members/:memberId/loans/:loanId\nGET /members/me\n2\nGET /members/me\nGET /members/7/loans/99\n',
        'GET /members/me\nGET /members/:memberId/loans/:loanId memberId=7 loanId=99',
      ],
      ['2\nGET /books/:id\nGET /books/new\n1\nGET /books/new\n', 'GET /books/:id id=new'],
      ['1\nGET /\n2\nGET /\nGET /x\n', 'GET /\n404 Not Found'],
    ],
    hints: [
      [
        'Split both paths on `/` and compare them segment by segment.',
        'இரண்டு path-களையும் `/`-இல் பிரித்து, segment segment-ஆக ஒப்பிடுங்கள்.',
      ],
      [
        'Paths with a different number of segments never match.',
        'Segments எண்ணிக்கை வேறுபடும் paths ஒருபோதும் பொருந்தாது.',
      ],
    ],
    topic: 'routing',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Validate a request body', 'Request body-ஐச் சரிபாருங்கள்'],
    en: [
      'Before a new library member is saved, the API checks the JSON body. Print `OK`, or one line per broken rule in this order:',
      '- `name: must be 2 to 50 characters` — a string, 2 to 50 characters after trimming spaces;\n- `email: must be a valid email` — a string like `a@b.c`: text, one `@`, text, a dot, text, no spaces;\n- `age: must be a whole number from 10 to 100` — a number, not a string;\n- `phone: must be 10 digits starting with 6, 7, 8 or 9` — optional, but when present a string of that form.',
      '**Input:** the JSON body (read all of `input`).',
    ],
    ta: [
      'புதிய நூலக உறுப்பினரைச் சேமிக்கும் முன், API JSON body-ஐச் சரிபார்க்கிறது. `OK` என அச்சிடுங்கள்; அல்லது மீறப்பட்ட ஒவ்வொரு விதிக்கும் ஒரு வரியை இந்த வரிசையில் அச்சிடுங்கள்:',
      '- `name: must be 2 to 50 characters` — string; முன்பின் இடைவெளிகளை நீக்கிய பின் 2 முதல் 50 எழுத்துகள்;\n- `email: must be a valid email` — `a@b.c` போன்ற string: உரை, ஒரே ஒரு `@`, உரை, புள்ளி, உரை; இடைவெளி இல்லை;\n- `age: must be a whole number from 10 to 100` — number ஆக இருக்க வேண்டும், string அல்ல;\n- `phone: must be 10 digits starting with 6, 7, 8 or 9` — கட்டாயமில்லை; ஆனால் இருந்தால் அந்த வடிவிலான string.',
      '**உள்ளீடு:** JSON body (`input` முழுவதையும் படியுங்கள்).',
    ],
    language: 'javascript',
    starter: code`
      const body = JSON.parse(input);
      const errors = [];
      // Check name, email, age and phone, in this order
      console.log(errors.length === 0 ? 'OK' : errors.join('\n'));
    `,
    solution: code`
      const body = JSON.parse(input);
      const errors = [];
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (name.length < 2 || name.length > 50) errors.push('name: must be 2 to 50 characters');
      if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) {
        errors.push('email: must be a valid email');
      }
      if (!Number.isInteger(body.age) || body.age < 10 || body.age > 100) {
        errors.push('age: must be a whole number from 10 to 100');
      }
      if (body.phone !== undefined && (typeof body.phone !== 'string' || !/^[6-9][0-9]{9}$/.test(body.phone))) {
        errors.push('phone: must be 10 digits starting with 6, 7, 8 or 9');
      }
      console.log(errors.length === 0 ? 'OK' : errors.join('\n'));
    `,
    tests: [
      ['{"name": "Kaviya", "email": "kaviya@example.com", "age": 21}\n', 'OK'],
      [
        '{"name": "K", "email": "kaviya.example.com", "age": 21.5, "phone": "12345"}\n',
        'name: must be 2 to 50 characters\nemail: must be a valid email\nage: must be a whole number from 10 to 100\nphone: must be 10 digits starting with 6, 7, 8 or 9',
      ],
      [
        '{\n  "name": "  Ravi  ",\n  "email": "ravi@mail.in",\n  "age": 10,\n  "phone": "9876543210"\n}\n',
        'OK',
      ],
      [
        '{"email": "a@b.c", "age": "20"}\n',
        'name: must be 2 to 50 characters\nage: must be a whole number from 10 to 100',
      ],
      [
        '{"name": "Arul", "email": "arul@gmail", "age": 101, "phone": 9876543210}\n',
        'email: must be a valid email\nage: must be a whole number from 10 to 100\nphone: must be 10 digits starting with 6, 7, 8 or 9',
      ],
    ],
    samples: 2,
    hints: [
      [
        "`typeof value === 'string'` and `Number.isInteger(value)` check the types.",
        "`typeof value === 'string'`, `Number.isInteger(value)` ஆகியவை வகைகளைச் சரிபார்க்கும்.",
      ],
      [
        "A regular expression such as `/^[6-9][0-9]{9}$/` checks a whole string's form.",
        '`/^[6-9][0-9]{9}$/` போன்ற regular expression ஒரு string முழுவதின் வடிவத்தைச் சரிபார்க்கும்.',
      ],
    ],
    topic: 'validation',
    difficulty: 'medium',
  }),
];
