import { code, exercise } from './text.ts';

/** 'Next.js & TypeScript for Production Apps': the router's and the list page's logic, in plain JS. */
export const NEXTJS_COURSE = [
  exercise({
    title: ['Match a dynamic route', 'Dynamic route-ஐப் பொருத்துங்கள்'],
    en: [
      'Next.js turns the folder `app/blog/[slug]/page.tsx` into the route pattern `/blog/[slug]`. Write `matchRoute(pattern, path)`: split both on `/`; they match when they have the same number of parts and every part is equal, except that a part in square brackets, like `[slug]`, matches any non-empty part and captures it. Return the captured parameters, or `null` when the path does not match.',
      '**Input:** the pattern on the first line, then n, then n paths.',
      '**Output:** for each path, its parameters as `name=value` joined by spaces in the order they appear in the pattern, `(no params)` if it matches without any, or `404` if it does not match.',
    ],
    ta: [
      'Next.js, `app/blog/[slug]/page.tsx` என்ற folder-ஐ `/blog/[slug]` என்ற route pattern ஆக மாற்றுகிறது. `matchRoute(pattern, path)` என்ற செயல்கூறை (function) எழுதுங்கள்: இரண்டையும் `/`-இல் பிரியுங்கள்; இரண்டிலும் பகுதிகளின் எண்ணிக்கை சமமாகவும் ஒவ்வொரு பகுதியும் சமமாகவும் இருந்தால் பொருந்தும் — ஆனால் `[slug]` போல சதுர அடைப்புக்குள் உள்ள பகுதி, காலியில்லாத எந்தப் பகுதியையும் பொருத்தி அதைப் பிடித்து வைக்கும். பிடித்த parameters-ஐத் திருப்பித் தாருங்கள்; பொருந்தாவிட்டால் `null`.',
      '**உள்ளீடு:** முதல் வரியில் pattern, பிறகு n, பிறகு n paths.',
      '**வெளியீடு:** ஒவ்வொரு path-க்கும், pattern-இல் வரும் வரிசையில் `name=value` parameters இடைவெளியால் இணைக்கப்பட்டு; parameters இல்லாமல் பொருந்தினால் `(no params)`; பொருந்தாவிட்டால் `404`.',
    ],
    language: 'javascript',
    starter: code`
      function matchRoute(pattern, path) {
        const want = pattern.split('/');
        const got = path.split('/');
        const params = {};
        // Compare the parts one by one; a part like [slug] captures the path's part
        return params;
      }

      const pattern = readLine().trim();
      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        const params = matchRoute(pattern, readLine().trim());
        if (params === null) console.log('404');
        else {
          const text = Object.keys(params).map((k) => k + '=' + params[k]).join(' ');
          console.log(text === '' ? '(no params)' : text);
        }
      }
    `,
    solution: code`
      function matchRoute(pattern, path) {
        const want = pattern.split('/');
        const got = path.split('/');
        if (want.length !== got.length) return null;
        const params = {};
        for (let i = 0; i < want.length; i++) {
          const part = want[i];
          if (part.startsWith('[') && part.endsWith(']')) {
            if (got[i] === '') return null;
            params[part.slice(1, -1)] = got[i];
          } else if (part !== got[i]) {
            return null;
          }
        }
        return params;
      }

      const pattern = readLine().trim();
      const n = Number(readLine());
      for (let i = 0; i < n; i++) {
        const params = matchRoute(pattern, readLine().trim());
        if (params === null) console.log('404');
        else {
          const text = Object.keys(params).map((k) => k + '=' + params[k]).join(' ');
          console.log(text === '' ? '(no params)' : text);
        }
      }
    `,
    tests: [
      ['/blog/[slug]\n3\n/blog/hello-world\n/blog\n/about\n', 'slug=hello-world\n404\n404'],
      [
        '/shop/[category]/[id]\n3\n/shop/books/42\n/shop/books/42/reviews\n/shop//42\n',
        'category=books id=42\n404\n404',
      ],
      ['/about\n2\n/about\n/About\n', '(no params)\n404'],
      ['/users/[id]/settings\n2\n/users/7/settings\n/users/7/profile\n', 'id=7\n404'],
    ],
    hints: [
      [
        'First compare the lengths of the two arrays; then walk them together with one index.',
        'முதலில் இரண்டு arrays-இன் நீளங்களை ஒப்பிடுங்கள்; பிறகு ஒரே index கொண்டு இரண்டையும் சேர்ந்து சுற்றுங்கள்.',
      ],
    ],
    topic: 'routing',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Build a query string', 'Query string-ஐ உருவாக்குங்கள்'],
    en: [
      'A search page keeps its filters in the URL, as in `/courses?level=beginner&q=react`. Write `buildQuery(params)` that skips the filters whose value is empty, sorts the keys alphabetically, encodes every key and value with `encodeURIComponent`, and joins them as `key=value` with `&`, after a `?`. With no filter left it returns the empty text.',
      '**Input:** n, then n lines `key=value` (split at the first `=`; the value may be empty or contain spaces).',
      '**Output:** the path `/courses` followed by the query string.',
    ],
    ta: [
      'ஒரு தேடல் பக்கம் தன் filters-ஐ URL-இல் வைத்திருக்கிறது: `/courses?level=beginner&q=react` போல. `buildQuery(params)` என்ற செயல்கூறை எழுதுங்கள்: மதிப்பு காலியாக உள்ள filters-ஐத் தவிர்த்து, keys-ஐ அகர வரிசைப்படுத்தி, ஒவ்வொரு key, value-ஐயும் `encodeURIComponent` கொண்டு encode செய்து, `key=value` ஆக `&` கொண்டு இணைத்து, முன்னால் `?` சேர்க்க வேண்டும். ஒரு filter-உம் மீதமில்லை என்றால் காலி உரையைத் தர வேண்டும்.',
      '**உள்ளீடு:** n, பிறகு n வரிகள் `key=value` (முதல் `=`-இல் பிரியுங்கள்; மதிப்பு காலியாக இருக்கலாம், இடைவெளிகள் இருக்கலாம்).',
      '**வெளியீடு:** `/courses` என்ற path, அதைத் தொடர்ந்து query string.',
    ],
    language: 'javascript',
    starter: code`
      function buildQuery(params) {
        // Skip empty values, sort the keys, encode, join with & and start with ?
        return '?' + Object.keys(params).map((k) => k + '=' + params[k]).join('&');
      }

      const n = Number(readLine());
      const params = {};
      for (let i = 0; i < n; i++) {
        const line = readLine();
        const at = line.indexOf('=');
        params[line.slice(0, at)] = line.slice(at + 1);
      }
      console.log('/courses' + buildQuery(params));
    `,
    solution: code`
      function buildQuery(params) {
        const parts = Object.keys(params)
          .filter((k) => params[k] !== '')
          .sort()
          .map((k) => encodeURIComponent(k) + '=' + encodeURIComponent(params[k]));
        return parts.length === 0 ? '' : '?' + parts.join('&');
      }

      const n = Number(readLine());
      const params = {};
      for (let i = 0; i < n; i++) {
        const line = readLine();
        const at = line.indexOf('=');
        params[line.slice(0, at)] = line.slice(at + 1);
      }
      console.log('/courses' + buildQuery(params));
    `,
    tests: [
      ['3\nq=react\nlevel=beginner\nsort=\n', '/courses?level=beginner&q=react'],
      ['2\nq=next js & ts\npage=2\n', '/courses?page=2&q=next%20js%20%26%20ts'],
      ['1\nq=\n', '/courses'],
      ['2\nb=x=y\na=1\n', '/courses?a=1&b=x%3Dy'],
    ],
    hints: [
      [
        '`Object.keys(params).filter(...).sort().map(...)` does the steps in order.',
        '`Object.keys(params).filter(...).sort().map(...)` படிகளை வரிசையாகச் செய்யும்.',
      ],
    ],
    topic: 'URLs and search params',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Paginate a list', 'ஒரு பட்டியலைப் பக்கங்களாகப் பிரியுங்கள்'],
    en: [
      'A course list page shows `size` items per page. Write `paginate(items, page, size)` that returns the items of page `page` (pages start at 1) and the number of pages, `Math.ceil(items.length / size)`. A page below 1 or above the last page has no items.',
      '**Input:** the first line `page size`, the second the items separated by spaces (the line may be empty: no items).',
      "**Output:** the page's items joined by `, ` (or `No items` if none), then `Page p of total`.",
    ],
    ta: [
      'ஒரு பாடநெறிப் பட்டியல் பக்கம் ஒரு பக்கத்துக்கு `size` உருப்படிகளைக் காட்டுகிறது. `paginate(items, page, size)` என்ற செயல்கூறை எழுதுங்கள்: அது `page` பக்கத்தின் உருப்படிகளையும் (பக்கங்கள் 1-இல் தொடங்கும்), மொத்தப் பக்கங்களின் எண்ணிக்கையையும் — `Math.ceil(items.length / size)` — திருப்பித் தர வேண்டும். 1-க்குக் கீழே அல்லது கடைசிப் பக்கத்துக்கு மேலே உள்ள பக்கத்தில் உருப்படிகள் இல்லை.',
      '**உள்ளீடு:** முதல் வரி `page size`, இரண்டாவது வரி இடைவெளி விட்ட உருப்படிகள் (வரி காலியாக இருக்கலாம்: உருப்படிகள் இல்லை).',
      '**வெளியீடு:** பக்கத்தின் உருப்படிகள் `, ` கொண்டு இணைக்கப்பட்டு (இல்லையெனில் `No items`), பிறகு `Page p of total`.',
    ],
    language: 'javascript',
    starter: code`
      function paginate(items, page, size) {
        // Work out where the page starts and ends in the array
        return { items: items.slice(0, size), pages: 1 };
      }

      const [page, size] = readLine().trim().split(' ').map(Number);
      const line = (readLine() || '').trim();
      const items = line === '' ? [] : line.split(' ');
      const result = paginate(items, page, size);
      console.log(result.items.length === 0 ? 'No items' : result.items.join(', '));
      console.log('Page ' + page + ' of ' + result.pages);
    `,
    solution: code`
      function paginate(items, page, size) {
        const pages = Math.ceil(items.length / size);
        if (page < 1 || page > pages) return { items: [], pages: pages };
        const start = (page - 1) * size;
        return { items: items.slice(start, start + size), pages: pages };
      }

      const [page, size] = readLine().trim().split(' ').map(Number);
      const line = (readLine() || '').trim();
      const items = line === '' ? [] : line.split(' ');
      const result = paginate(items, page, size);
      console.log(result.items.length === 0 ? 'No items' : result.items.join(', '));
      console.log('Page ' + page + ' of ' + result.pages);
    `,
    tests: [
      ['2 3\nHTML CSS JavaScript React Next.js TypeScript Node\n', 'React, Next.js, TypeScript\nPage 2 of 3'],
      ['3 3\nHTML CSS JavaScript React Next.js TypeScript Node\n', 'Node\nPage 3 of 3'],
      ['4 2\na b c d\n', 'No items\nPage 4 of 2'],
      ['1 5\n\n', 'No items\nPage 1 of 0'],
      ['0 2\na b c\n', 'No items\nPage 0 of 2'],
    ],
    samples: 2,
    hints: [
      [
        'Page p starts at index `(p - 1) * size`; `slice(start, start + size)` stops at the end of the array by itself.',
        'p-ஆம் பக்கம் `(p - 1) * size` என்ற index-இல் தொடங்கும்; `slice(start, start + size)` array-இன் முடிவில் தானாக நிற்கும்.',
      ],
    ],
    topic: 'pagination',
    difficulty: 'easy',
  }),
];
