import { code, exercise } from './text.ts';

/** 'React.js from Zero to Deployment': the plain JavaScript under rendering, reducers and filtering. */
export const REACT_COURSE = [
  exercise({
    title: ['Render a list safely', 'ஒரு பட்டியலைப் பாதுகாப்பாக render செய்யுங்கள்'],
    en: [
      'React escapes text before it reaches the page, so `<b>` typed by a user shows as text instead of making bold. Do the same by hand: print the items as an HTML list, with `&`, `<`, `>` and `"` replaced by `&amp;`, `&lt;`, `&gt;` and `&quot;`. An empty list renders `<p>No items</p>` instead, like a component\'s empty state.',
      '**Input:** n, then n lines of item text.',
      '**Output:** `<ul>`, one `<li>…</li>` line per item, `</ul>`; or `<p>No items</p>`.',
    ],
    ta: [
      'React உரையைப் பக்கத்துக்கு அனுப்பும் முன் escape செய்கிறது; எனவே பயனர் தட்டச்சிடும் `<b>` தடித்த எழுத்தாக மாறாமல் உரையாகவே தெரியும். அதையே நீங்களே செய்யுங்கள்: பொருள்களை HTML பட்டியலாக அச்சிடுங்கள்; `&`, `<`, `>`, `"` ஆகியவற்றுக்குப் பதில் `&amp;`, `&lt;`, `&gt;`, `&quot;`. பட்டியல் காலியாக இருந்தால், component-இன் empty state போல `<p>No items</p>` அச்சிடுங்கள்.',
      '**உள்ளீடு:** n, பிறகு பொருள்களின் உரை கொண்ட n வரிகள்.',
      '**வெளியீடு:** `<ul>`, ஒவ்வொரு பொருளுக்கும் ஒரு `<li>…</li>` வரி, `</ul>`; அல்லது `<p>No items</p>`.',
    ],
    language: 'javascript',
    starter: code`
      function escapeHtml(text) {
        // Replace &, <, > and " with their HTML entities
        return text;
      }

      function renderList(items) {
        // An empty list should render <p>No items</p>
        const lines = ['<ul>'];
        for (const item of items) lines.push('<li>' + escapeHtml(item) + '</li>');
        lines.push('</ul>');
        return lines.join('\n');
      }

      const n = Number(readLine());
      const items = [];
      for (let i = 0; i < n; i++) items.push(readLine());
      console.log(renderList(items));
    `,
    solution: code`
      function escapeHtml(text) {
        return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
      }

      function renderList(items) {
        if (items.length === 0) return '<p>No items</p>';
        const lines = ['<ul>'];
        for (const item of items) lines.push('<li>' + escapeHtml(item) + '</li>');
        lines.push('</ul>');
        return lines.join('\n');
      }

      const n = Number(readLine());
      const items = [];
      for (let i = 0; i < n; i++) items.push(readLine());
      console.log(renderList(items));
    `,
    tests: [
      [
        '3\nIdli\nDosa & Chutney\n<b>Vada</b>\n',
        '<ul>\n<li>Idli</li>\n<li>Dosa &amp; Chutney</li>\n<li>&lt;b&gt;Vada&lt;/b&gt;</li>\n</ul>',
      ],
      ['0\n', '<p>No items</p>'],
      ['1\nPongal\n', '<ul>\n<li>Pongal</li>\n</ul>'],
      ['1\nSay "hi" & <wave>\n', '<ul>\n<li>Say &quot;hi&quot; &amp; &lt;wave&gt;</li>\n</ul>'],
    ],
    hints: [
      [
        'Replace `&` first, or you will escape the `&` of `&lt;` again.',
        '`&`-ஐ முதலில் மாற்றுங்கள்; இல்லையெனில் `&lt;`-இன் `&`-ஐயும் மீண்டும் மாற்றிவிடுவீர்கள்.',
      ],
    ],
    topic: 'rendering',
    difficulty: 'medium',
  }),
  exercise({
    title: ['A reducer for a food cart', 'உணவு cart-க்கான reducer'],
    en: [
      'With `useReducer`, state changes go through one pure function: `reducer(state, action)` returns the **new** state. Write the reducer of a food cart, whose state is an object of item → quantity. Actions: `add <item> <qty>`, `remove <item> <qty>` (an item whose quantity reaches 0 or less leaves the cart) and `clear`.',
      '**Input:** n, then n actions.',
      '**Output:** the final cart, `item qty` per line in alphabetical order, or `Cart is empty`.',
    ],
    ta: [
      '`useReducer`-இல் state மாற்றங்கள் எல்லாம் ஒரே pure செயல்கூறு வழியாக நடக்கும்: `reducer(state, action)` **புதிய** state-ஐத் திருப்பித் தரும். ஓர் உணவு cart-இன் reducer-ஐ எழுதுங்கள்; அதன் state என்பது item → அளவு என்ற object. Actions: `add <item> <qty>`, `remove <item> <qty>` (அளவு 0 அல்லது அதற்குக் கீழ் வந்தால் பொருள் cart-இலிருந்து நீங்கும்), `clear`.',
      '**உள்ளீடு:** n, பிறகு n actions.',
      '**வெளியீடு:** இறுதி cart — ஒவ்வொரு வரியிலும் `item qty`, அகர வரிசையில் — அல்லது `Cart is empty`.',
    ],
    language: 'javascript',
    starter: code`
      function reducer(state, action) {
        // Return a new state for 'add', 'remove' and 'clear'
        return state;
      }

      const n = Number(readLine());
      let state = {};
      for (let i = 0; i < n; i++) {
        const [type, item, qty] = readLine().trim().split(' ');
        state = reducer(state, { type: type, item: item, qty: Number(qty) });
      }
      const items = Object.keys(state).sort();
      if (items.length === 0) console.log('Cart is empty');
      for (const item of items) console.log(item + ' ' + state[item]);
    `,
    solution: code`
      function reducer(state, action) {
        if (action.type === 'clear') return {};
        const next = { ...state };
        const current = next[action.item] || 0;
        const qty = action.type === 'add' ? current + action.qty : current - action.qty;
        if (qty > 0) next[action.item] = qty;
        else delete next[action.item];
        return next;
      }

      const n = Number(readLine());
      let state = {};
      for (let i = 0; i < n; i++) {
        const [type, item, qty] = readLine().trim().split(' ');
        state = reducer(state, { type: type, item: item, qty: Number(qty) });
      }
      const items = Object.keys(state).sort();
      if (items.length === 0) console.log('Cart is empty');
      for (const item of items) console.log(item + ' ' + state[item]);
    `,
    tests: [
      ['4\nadd Dosa 2\nadd Idli 3\nremove Dosa 1\nadd Dosa 4\n', 'Dosa 5\nIdli 3'],
      ['3\nadd Vada 1\nclear\nadd Tea 2\n', 'Tea 2'],
      ['2\nadd Coffee 1\nremove Coffee 5\n', 'Cart is empty'],
      ['1\nremove Idli 1\n', 'Cart is empty'],
      ['5\nadd Poori 2\nadd Appam 1\nadd Kesari 3\nremove Appam 1\nadd Poori 1\n', 'Kesari 3\nPoori 3'],
    ],
    hints: [
      [
        'Copy the state with `{ ...state }` and change the copy, never the old object.',
        '`{ ...state }` கொண்டு state-ஐ நகலெடுத்து நகலை மாற்றுங்கள்; பழைய object-ஐ ஒருபோதும் அல்ல.',
      ],
      [
        '`delete next[item]` removes an item from the copy.',
        '`delete next[item]` நகலிலிருந்து ஒரு பொருளை நீக்கும்.',
      ],
    ],
    topic: 'state',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Search and sort recipes', 'சமையல் குறிப்புகளைத் தேடி வரிசைப்படுத்துங்கள்'],
    en: [
      'The recipe finder shows recipes whose name contains the search text (capitals do not matter; an empty search matches all) and that take at most the chosen minutes, quickest first and equal times by name. This is the derived list a component computes from its props and state.',
      '**Input:** the search text, the maximum minutes, n, then n lines `minutes|name`.',
      '**Output:** `name (m min)` per recipe shown, or `No recipes found`.',
    ],
    ta: [
      'Recipe finder, தேடல் உரையைப் பெயரில் கொண்ட (பெரிய, சிறிய எழுத்து வேறுபாடு இல்லை; காலியான தேடல் எல்லாவற்றுடனும் பொருந்தும்), தேர்ந்தெடுத்த நிமிடங்களுக்குள் சமைக்கக்கூடிய குறிப்புகளைக் காட்டுகிறது: விரைவானது முதலில், சம நேரம் உள்ளவை பெயர் வரிசையில். ஒரு component தன் props, state ஆகியவற்றிலிருந்து கணக்கிடும் derived பட்டியல் இதுதான்.',
      '**உள்ளீடு:** தேடல் உரை, அதிகபட்ச நிமிடங்கள், n, பிறகு n வரிகள் `minutes|name`.',
      '**வெளியீடு:** காட்டப்படும் ஒவ்வொரு குறிப்புக்கும் `name (m min)`, அல்லது `No recipes found`.',
    ],
    language: 'javascript',
    starter: code`
      const search = (readLine() ?? '').trim();
      const maxMinutes = Number(readLine());
      const n = Number(readLine());
      const recipes = [];
      for (let i = 0; i < n; i++) {
        const [minutes, name] = readLine().split('|');
        recipes.push({ name: name, minutes: Number(minutes) });
      }
      // Filter by search text and time, then sort by minutes and name
      const shown = recipes;
      for (const r of shown) console.log(r.name + ' (' + r.minutes + ' min)');
    `,
    solution: code`
      const search = (readLine() ?? '').trim().toLowerCase();
      const maxMinutes = Number(readLine());
      const n = Number(readLine());
      const recipes = [];
      for (let i = 0; i < n; i++) {
        const [minutes, name] = readLine().split('|');
        recipes.push({ name: name, minutes: Number(minutes) });
      }
      const shown = recipes
        .filter((r) => r.name.toLowerCase().includes(search) && r.minutes <= maxMinutes)
        .sort((a, b) => a.minutes - b.minutes || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      if (shown.length === 0) console.log('No recipes found');
      for (const r of shown) console.log(r.name + ' (' + r.minutes + ' min)');
    `,
    tests: [
      [
        'dosa\n30\n4\n20|Masala Dosa\n15|Rava Dosa\n40|Mysore Masala Dosa\n10|Tomato Rice\n',
        'Rava Dosa (15 min)\nMasala Dosa (20 min)',
      ],
      [
        'RICE\n60\n3\n25|Lemon Rice\n25|Curd Rice\n70|Biryani Rice\n',
        'Curd Rice (25 min)\nLemon Rice (25 min)',
      ],
      ['paneer\n30\n2\n10|Idli\n5|Tea\n', 'No recipes found'],
      ['\n15\n3\n15|Upma\n16|Pongal\n5|Buttermilk\n', 'Buttermilk (5 min)\nUpma (15 min)'],
    ],
    hints: [
      [
        'Chain `filter` and then `sort`, as you would inside a component.',
        'ஒரு component-இல் செய்வது போல `filter`, பிறகு `sort` என்று சங்கிலியாக்குங்கள்.',
      ],
      [
        'A sort compare can fall back: `a.minutes - b.minutes || …name order…`.',
        'Sort ஒப்பீடு இரண்டாம் விதிக்குத் திரும்பலாம்: `a.minutes - b.minutes || …பெயர் வரிசை…`.',
      ],
    ],
    topic: 'filtering and sorting',
    difficulty: 'medium',
  }),
];
