import { code, exercise } from './text.ts';

/** 'Full Stack MERN Developer Program': JSON from an API, pagination and role checks. */
export const MERN_COURSE = [
  exercise({
    title: ['Revenue per restaurant from JSON', 'JSON-இலிருந்து உணவகம் வாரியான வருவாய்'],
    en: [
      'The food-ordering API returns orders as JSON: an array of `{ "restaurant": …, "items": [{ "name": …, "price": …, "qty": … }] }`. Print each restaurant\'s revenue (price × qty over all its items), highest first and equal revenues by name, as `Restaurant: ₹total`. With no orders, print `No orders`.',
      '**Input:** the JSON array (read all of `input`).',
    ],
    ta: [
      'உணவு ஆர்டர் API, ஆர்டர்களை JSON ஆகத் தருகிறது: `{ "restaurant": …, "items": [{ "name": …, "price": …, "qty": … }] }` கொண்ட array. ஒவ்வொரு உணவகத்தின் வருவாயையும் (அதன் எல்லாப் பொருள்களின் price × qty) `Restaurant: ₹total` என அச்சிடுங்கள்: அதிகம் முதலில், சம வருவாய் உள்ளவை பெயர் வரிசையில். ஆர்டரே இல்லையெனில் `No orders`.',
      '**உள்ளீடு:** JSON array (`input` முழுவதையும் படியுங்கள்).',
    ],
    language: 'javascript',
    starter: code`
      const orders = JSON.parse(input);
      const totals = {};
      // Add price * qty of every item to its restaurant's total, then sort
      for (const name of Object.keys(totals)) console.log(name + ': ₹' + totals[name]);
    `,
    solution: code`
      const orders = JSON.parse(input);
      const totals = {};
      for (const order of orders) {
        let sum = totals[order.restaurant] || 0;
        for (const item of order.items) sum += item.price * item.qty;
        totals[order.restaurant] = sum;
      }
      const names = Object.keys(totals).sort((a, b) => totals[b] - totals[a] || (a < b ? -1 : 1));
      if (names.length === 0) console.log('No orders');
      for (const name of names) console.log(name + ': ₹' + totals[name]);
    `,
    tests: [
      [
        '[{"restaurant": "Annapoorna", "items": [{"name": "Dosa", "price": 80, "qty": 2}]},\n {"restaurant": "Murugan Idli", "items": [{"name": "Idli", "price": 40, "qty": 3}, {"name": "Coffee", "price": 30, "qty": 2}]},\n {"restaurant": "Annapoorna", "items": [{"name": "Meals", "price": 150, "qty": 1}]}]\n',
        'Annapoorna: ₹310\nMurugan Idli: ₹180',
      ],
      ['[]\n', 'No orders'],
      [
        '[{"restaurant": "Bismi", "items": [{"name": "Parotta", "price": 10, "qty": 1}]}, {"restaurant": "Aasife", "items": [{"name": "Tea", "price": 5, "qty": 2}]}]\n',
        'Aasife: ₹10\nBismi: ₹10',
      ],
      ['[{"restaurant": "Saravana", "items": []}]\n', 'Saravana: ₹0'],
    ],
    hints: [
      [
        '`Object.keys(totals).sort(...)` with a compare function orders by revenue, then name.',
        'ஒப்பீட்டுச் செயல்கூறுடன் `Object.keys(totals).sort(...)` வருவாய்படி, பிறகு பெயர்படி வரிசைப்படுத்தும்.',
      ],
    ],
    topic: 'json',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Paginate a list', 'பட்டியலைப் பக்கங்களாகப் பிரியுங்கள் (pagination)'],
    en: [
      'A job-board API returns results page by page. Given the total number of results, the page size (limit) and the page asked for (from 1), print:',
      '1. `items A to B of T` for the results on that page, or `no items` when the page has none;\n2. `pages: P`, the number of pages (0 when there are no results);\n3. `next: N`, the next page, or `next: none` on the last page or beyond.',
      '**Input:** one line `total limit page`.',
    ],
    ta: [
      'ஒரு வேலைவாய்ப்பு API முடிவுகளைப் பக்கம் பக்கமாகத் தருகிறது. மொத்த முடிவுகள், ஒரு பக்கத்தின் அளவு (limit), கேட்கப்பட்ட பக்கம் (1-இலிருந்து) தரப்பட்டால் அச்சிடுங்கள்:',
      '1. அந்தப் பக்கத்தின் முடிவுகளுக்கு `items A to B of T`, அல்லது பக்கத்தில் எதுவும் இல்லையெனில் `no items`;\n2. `pages: P`, பக்கங்களின் எண்ணிக்கை (முடிவுகள் இல்லையெனில் 0);\n3. `next: N`, அடுத்த பக்கம்; கடைசிப் பக்கத்திலோ அதற்கு அப்பாலோ `next: none`.',
      '**உள்ளீடு:** ஒரு வரி `total limit page`.',
    ],
    language: 'javascript',
    starter: code`
      function paginate(total, limit, page) {
        // Work out the first and last item, the pages and the next page
        return { from: 0, to: 0, pages: 0, next: null };
      }

      const [total, limit, page] = readLine().trim().split(' ').map(Number);
      const p = paginate(total, limit, page);
      console.log(p.from > 0 ? 'items ' + p.from + ' to ' + p.to + ' of ' + total : 'no items');
      console.log('pages: ' + p.pages);
      console.log('next: ' + (p.next === null ? 'none' : p.next));
    `,
    solution: code`
      function paginate(total, limit, page) {
        const pages = Math.ceil(total / limit);
        const inRange = page >= 1 && page <= pages;
        return {
          from: inRange ? (page - 1) * limit + 1 : 0,
          to: inRange ? Math.min(page * limit, total) : 0,
          pages: pages,
          next: page < pages ? page + 1 : null,
        };
      }

      const [total, limit, page] = readLine().trim().split(' ').map(Number);
      const p = paginate(total, limit, page);
      console.log(p.from > 0 ? 'items ' + p.from + ' to ' + p.to + ' of ' + total : 'no items');
      console.log('pages: ' + p.pages);
      console.log('next: ' + (p.next === null ? 'none' : p.next));
    `,
    tests: [
      ['45 10 3\n', 'items 21 to 30 of 45\npages: 5\nnext: 4'],
      ['45 10 5\n', 'items 41 to 45 of 45\npages: 5\nnext: none'],
      ['0 10 1\n', 'no items\npages: 0\nnext: none'],
      ['45 10 9\n', 'no items\npages: 5\nnext: none'],
      ['10 10 1\n', 'items 1 to 10 of 10\npages: 1\nnext: none'],
      ['7 3 2\n', 'items 4 to 6 of 7\npages: 3\nnext: 3'],
    ],
    hints: [
      [
        '`Math.ceil(total / limit)` counts a last, partly full page.',
        '`Math.ceil(total / limit)` பாதி நிரம்பிய கடைசிப் பக்கத்தையும் எண்ணும்.',
      ],
    ],
    topic: 'api design',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Who may call this route?', 'இந்த route-ஐ யார் அழைக்கலாம்?'],
    en: [
      'An authorisation middleware answers each request with a status code. The rules:',
      '| Route | Allowed |\n|---|---|\n| `GET /courses` | anyone, even a guest |\n| `POST /courses` | instructor, admin |\n| `DELETE /courses` | admin |\n| `GET /grades` | learner, instructor, admin |\n| `PUT /grades` | instructor |',
      'Answer `200` when allowed, `401` when a `guest` asks for a route that needs a login, `403` when a logged-in role is not allowed, and `404` for a route not in the table.',
      '**Input:** n, then n lines `role METHOD /path` (role is guest, learner, instructor or admin).',
      '**Output:** one status code per line.',
    ],
    ta: [
      'ஓர் authorisation middleware ஒவ்வொரு request-க்கும் ஒரு status code-ஆல் பதில் தருகிறது. விதிகள்:',
      '| Route | அனுமதி |\n|---|---|\n| `GET /courses` | யார் வேண்டுமானாலும், guest கூட |\n| `POST /courses` | instructor, admin |\n| `DELETE /courses` | admin |\n| `GET /grades` | learner, instructor, admin |\n| `PUT /grades` | instructor |',
      'அனுமதி இருந்தால் `200`; login தேவைப்படும் route-ஐ `guest` கேட்டால் `401`; login செய்த role-க்கு அனுமதி இல்லையெனில் `403`; அட்டவணையில் இல்லாத route-க்கு `404`.',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `role METHOD /path` (role என்பது guest, learner, instructor அல்லது admin).',
      '**வெளியீடு:** ஒரு வரிக்கு ஒரு status code.',
    ],
    language: 'javascript',
    starter: code`
      const RULES = {
        'GET /courses': ['guest', 'learner', 'instructor', 'admin'],
        'POST /courses': ['instructor', 'admin'],
        'DELETE /courses': ['admin'],
        'GET /grades': ['learner', 'instructor', 'admin'],
        'PUT /grades': ['instructor'],
      };

      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        const [role, method, path] = readLine().trim().split(' ');
        // Look up the rule and choose 200, 401, 403 or 404
        console.log(200);
      }
    `,
    solution: code`
      const RULES = {
        'GET /courses': ['guest', 'learner', 'instructor', 'admin'],
        'POST /courses': ['instructor', 'admin'],
        'DELETE /courses': ['admin'],
        'GET /grades': ['learner', 'instructor', 'admin'],
        'PUT /grades': ['instructor'],
      };

      function status(role, route) {
        const allowed = RULES[route];
        if (allowed === undefined) return 404;
        if (allowed.includes(role)) return 200;
        return role === 'guest' ? 401 : 403;
      }

      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        const [role, method, path] = readLine().trim().split(' ');
        console.log(status(role, method + ' ' + path));
      }
    `,
    tests: [
      [
        '4\nguest GET /courses\nguest POST /courses\nlearner POST /courses\nadmin DELETE /courses\n',
        '200\n401\n403\n200',
      ],
      ['3\ninstructor PUT /grades\nadmin PUT /grades\nlearner GET /grades\n', '200\n403\n200'],
      ['2\nadmin GET /payments\nguest DELETE /nothing\n', '404\n404'],
      ['2\nguest GET /grades\nlearner DELETE /courses\n', '401\n403'],
    ],
    hints: [
      [
        'Check in order: is the route known, is the role allowed, is it a guest?',
        'இந்த வரிசையில் சோதியுங்கள்: route தெரிந்ததா, role-க்கு அனுமதி உண்டா, guest-ஆ?',
      ],
    ],
    topic: 'authorisation',
    difficulty: 'medium',
  }),
];
