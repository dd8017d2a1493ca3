import { code, exercise } from './text.ts';

/** 'Excel to SQL: Data Analysis Basics': the kirana store sheet, asked again in SQL. */

const BILLS =
  'CREATE TABLE sales (bill_no INT NOT NULL, item TEXT NOT NULL, qty INT NOT NULL, price NUMERIC(8, 2) NOT NULL);\n';
const CATALOGUE = code`
  CREATE TABLE items (code TEXT PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE sales (bill_no INT NOT NULL, code TEXT NOT NULL REFERENCES items (code), qty INT NOT NULL);
`;

export const EXCEL_TO_SQL = [
  exercise({
    title: ['An Excel filter, in SQL', 'Excel filter-ஐ SQL-இல் எழுதுங்கள்'],
    en: [
      "The kirana store's sheet is now the table `sales(bill_no, item, qty, price)`, one row per item on a bill. What you did with a filter in Excel, do with `WHERE`: return `bill_no`, `item` and `qty` of the rows where 5 or more were bought, ordered by bill number and then item.",
    ],
    ta: [
      'மளிகைக் கடையின் sheet இப்போது `sales(bill_no, item, qty, price)` என்ற அட்டவணை; ஒரு பில்லில் உள்ள ஒவ்வொரு பொருளுக்கும் ஒரு row. Excel-இல் filter கொண்டு செய்ததை `WHERE` கொண்டு செய்யுங்கள்: 5 அல்லது அதற்கு மேல் வாங்கப்பட்ட rows-இன் `bill_no`, `item`, `qty` ஆகியவற்றை பில் எண், பிறகு பொருள் வரிசையில் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- Add the condition on qty and the order
      SELECT bill_no, item, qty
      FROM sales;
    `,
    solution: code`
      SELECT bill_no, item, qty
      FROM sales
      WHERE qty >= 5
      ORDER BY bill_no, item;
    `,
    tests: [
      [
        `${BILLS}INSERT INTO sales VALUES (102, 'Sugar', 5, 44.00), (101, 'Rice', 10, 52.00), (101, 'Soap', 2, 38.00), (102, 'Biscuit', 6, 10.00), (103, 'Oil', 1, 180.00);\n`,
        '101|Rice|10\n102|Biscuit|6\n102|Sugar|5',
      ],
      [`${BILLS}INSERT INTO sales VALUES (201, 'Salt', 4, 20.00);\n`, ''],
      [
        `${BILLS}INSERT INTO sales VALUES (301, 'Tea', 5, 5.00), (300, 'Milk', 12, 27.00);\n`,
        '300|Milk|12\n301|Tea|5',
      ],
    ],
    hints: [['"5 or more" is `>= 5`, not `> 5`.', '"5 அல்லது அதற்கு மேல்" என்பது `>= 5`; `> 5` அல்ல.']],
    topic: 'filtering',
    difficulty: 'easy',
  }),
  exercise({
    title: ['SUMIF becomes GROUP BY', 'SUMIF என்பது GROUP BY ஆகிறது'],
    en: [
      'In Excel you used a pivot table or `SUMIF` for revenue per item. In SQL it is `GROUP BY`. From `sales(bill_no, item, qty, price)` (price is per unit), return each item and its revenue, `SUM(qty * price)`, the highest revenue first and equal revenues by item.',
    ],
    ta: [
      'Excel-இல் ஒவ்வொரு பொருளின் வருவாய்க்கு pivot table அல்லது `SUMIF` பயன்படுத்தினீர்கள். SQL-இல் அது `GROUP BY`. `sales(bill_no, item, qty, price)` (price ஓர் அலகுக்கான விலை) அட்டவணையிலிருந்து ஒவ்வொரு பொருளையும் அதன் வருவாயையும் — `SUM(qty * price)` — தாருங்கள்: அதிக வருவாய் முதலில், சம வருவாய் உள்ளவை பொருள் வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- Group the rows by item and add up qty * price
      SELECT item, qty * price
      FROM sales;
    `,
    solution: code`
      SELECT item, SUM(qty * price) AS revenue
      FROM sales
      GROUP BY item
      ORDER BY revenue DESC, item;
    `,
    tests: [
      [
        `${BILLS}INSERT INTO sales VALUES (101, 'Rice', 10, 52.00), (101, 'Soap', 2, 38.00), (102, 'Rice', 5, 52.00), (102, 'Biscuit', 6, 10.00), (103, 'Oil', 1, 180.00);\n`,
        'Rice|780.00\nOil|180.00\nSoap|76.00\nBiscuit|60.00',
      ],
      [`${BILLS}INSERT INTO sales VALUES (1, 'Salt', 1, 20.50), (2, 'Salt', 2, 20.50);\n`, 'Salt|61.50'],
      [
        `${BILLS}INSERT INTO sales VALUES (1, 'Tea', 2, 5.00), (2, 'Bun', 1, 10.00);\n`,
        'Bun|10.00\nTea|10.00',
      ],
    ],
    hints: [
      [
        'Every column in SELECT is either in `GROUP BY` or inside an aggregate like `SUM`.',
        'SELECT-இல் உள்ள ஒவ்வொரு நெடுவரிசையும் `GROUP BY`-இல் இருக்க வேண்டும், அல்லது `SUM` போன்ற aggregate-க்குள் இருக்க வேண்டும்.',
      ],
    ],
    topic: 'aggregation',
    difficulty: 'easy',
  }),
  exercise({
    title: ['VLOOKUP becomes JOIN', 'VLOOKUP என்பது JOIN ஆகிறது'],
    en: [
      "The sales sheet has only item codes; names are in another sheet, which you looked up with `VLOOKUP`. In SQL: `items(code, name)` and `sales(bill_no, code, qty)`. Return every item's `name` and the total quantity sold, **including items that never sold (0)**, ordered by name.",
    ],
    ta: [
      'விற்பனை sheet-இல் பொருள் code-கள் மட்டுமே உள்ளன; பெயர்கள் வேறொரு sheet-இல் — அவற்றை `VLOOKUP` கொண்டு தேடினீர்கள். SQL-இல்: `items(code, name)`, `sales(bill_no, code, qty)`. ஒவ்வொரு பொருளின் `name`-ஐயும் விற்ற மொத்த அளவையும் — **ஒருமுறைகூட விற்காத பொருள்களையும் (0) சேர்த்து** — பெயர் வரிசையில் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- An inner JOIN drops the items that never sold: which JOIN keeps them?
      SELECT i.name, SUM(s.qty)
      FROM items i
      JOIN sales s ON s.code = i.code
      GROUP BY i.code, i.name
      ORDER BY i.name;
    `,
    solution: code`
      SELECT i.name, COALESCE(SUM(s.qty), 0) AS sold
      FROM items i
      LEFT JOIN sales s ON s.code = i.code
      GROUP BY i.code, i.name
      ORDER BY i.name;
    `,
    tests: [
      [
        `${CATALOGUE}INSERT INTO items VALUES ('R1', 'Rice'), ('S1', 'Soap'), ('D1', 'Dal');\nINSERT INTO sales VALUES (101, 'R1', 10), (101, 'S1', 2), (102, 'R1', 5);\n`,
        'Dal|0\nRice|15\nSoap|2',
      ],
      [`${CATALOGUE}INSERT INTO items VALUES ('T1', 'Tea');\n`, 'Tea|0'],
      [
        `${CATALOGUE}INSERT INTO items VALUES ('A1', 'Appalam'), ('B1', 'Bun');\nINSERT INTO sales VALUES (1, 'B1', 3), (2, 'A1', 1), (3, 'B1', 4);\n`,
        'Appalam|1\nBun|7',
      ],
    ],
    hints: [
      [
        '`LEFT JOIN` keeps every row of the left table, even with no match.',
        '`LEFT JOIN` இடது அட்டவணையின் ஒவ்வொரு row-ஐயும், பொருத்தம் இல்லாவிட்டாலும், வைத்திருக்கும்.',
      ],
      [
        '`SUM` of no rows is NULL; `COALESCE(x, 0)` turns it into 0.',
        'Rows இல்லாதபோது `SUM` NULL தரும்; `COALESCE(x, 0)` அதை 0 ஆக்கும்.',
      ],
    ],
    topic: 'joins',
    difficulty: 'easy',
  }),
];
