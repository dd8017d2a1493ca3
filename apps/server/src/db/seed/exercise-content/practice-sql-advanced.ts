import { code, practice } from './text.ts';

const CITY_STUDENTS = 'CREATE TABLE students (name TEXT NOT NULL, city TEXT NOT NULL, marks INT NOT NULL);\n';
const SHOP = code`
  CREATE TABLE customers (id INT PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT NOT NULL REFERENCES customers (id), amount INT NOT NULL);
`;
const SALES = 'CREATE TABLE sales (product TEXT NOT NULL, qty INT NOT NULL);\n';
const RESULTS = 'CREATE TABLE results (student TEXT NOT NULL, section TEXT NOT NULL, marks INT NOT NULL);\n';
const DAILY = 'CREATE TABLE sales (id INT PRIMARY KEY, day DATE NOT NULL, amount INT NOT NULL);\n';

export const SQL_PRACTICE_MEDIUM = [
  practice('sql-city-average', {
    title: ['Average marks by city', 'நகர வாரியாகச் சராசரி மதிப்பெண்'],
    en: [
      'The table `students(name, city, marks)` lists students and their marks. For each city, return the city, the number of students and their average marks rounded to 2 decimal places, cities in alphabetical order.',
    ],
    ta: [
      '`students(name, city, marks)` அட்டவணையில் மாணவர்களும் அவர்களின் மதிப்பெண்களும் உள்ளன. ஒவ்வொரு நகருக்கும் — நகரம், மாணவர் எண்ணிக்கை, 2 தசம இடங்களுக்கு முழுமையாக்கிய சராசரி மதிப்பெண் — ஆகியவற்றைத் தாருங்கள்; நகரங்கள் அகர வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- Add the average (rounded) and sort the cities
      SELECT city, COUNT(*)
      FROM students
      GROUP BY city;
    `,
    solution: code`
      SELECT city, COUNT(*), ROUND(AVG(marks), 2)
      FROM students
      GROUP BY city
      ORDER BY city;
    `,
    tests: [
      [
        `${CITY_STUDENTS}INSERT INTO students VALUES ('Priya', 'Chennai', 92), ('Arun', 'Madurai', 88), ('Kavin', 'Chennai', 67), ('Divya', 'Coimbatore', 45), ('Joseph', 'Coimbatore', 71), ('Fathima', 'Coimbatore', 60);\n`,
        'Chennai|2|79.50\nCoimbatore|3|58.67\nMadurai|1|88.00',
      ],
      [
        `${CITY_STUDENTS}INSERT INTO students VALUES ('Ravi', 'Salem', 50), ('Sara', 'Salem', 51);\n`,
        'Salem|2|50.50',
      ],
      [
        `${CITY_STUDENTS}INSERT INTO students VALUES ('Tamil', 'Trichy', 70), ('Elan', 'Erode', 90), ('Vani', 'Vellore', 33);\n`,
        'Erode|1|90.00\nTrichy|1|70.00\nVellore|1|33.00',
      ],
    ],
    hints: [
      [
        "`AVG` gives a group's average; `ROUND(value, 2)` keeps two decimal places.",
        '`AVG` ஒரு group-இன் சராசரியைத் தரும்; `ROUND(value, 2)` இரண்டு தசம இடங்களை வைக்கும்.',
      ],
    ],
    topic: 'grouping',
    difficulty: 'medium',
  }),
  practice('sql-customer-spend', {
    title: ['What each customer spent', 'ஒவ்வொரு வாடிக்கையாளரும் செலவிட்டது'],
    en: [
      'Two tables: `customers(id, name)` and `orders(id, customer_id, amount)`. Return the `name` and total `amount` of every customer who has at least one order, the biggest spender first, equal totals by name. Two customers can share a name: they are still different customers.',
    ],
    ta: [
      'இரண்டு அட்டவணைகள்: `customers(id, name)`, `orders(id, customer_id, amount)`. குறைந்தது ஓர் ஆர்டர் உள்ள ஒவ்வொரு வாடிக்கையாளரின் `name`, மொத்த `amount` ஆகியவற்றைத் தாருங்கள்: அதிகம் செலவிட்டவர் முதலில், சம மொத்தம் உள்ளவர்கள் பெயர் வரிசையில். இருவருக்கு ஒரே பெயர் இருக்கலாம்; அப்போதும் அவர்கள் வெவ்வேறு வாடிக்கையாளர்களே.',
    ],
    language: 'sql',
    starter: code`
      -- Group the joined rows per customer and add up the amounts
      SELECT c.name, o.amount
      FROM customers c
      JOIN orders o ON o.customer_id = c.id;
    `,
    solution: code`
      SELECT c.name, SUM(o.amount) AS total
      FROM customers c
      JOIN orders o ON o.customer_id = c.id
      GROUP BY c.id, c.name
      ORDER BY total DESC, c.name;
    `,
    tests: [
      [
        `${SHOP}INSERT INTO customers VALUES (1, 'Anu'), (2, 'Bala'), (3, 'Charu');\nINSERT INTO orders VALUES (1, 1, 500), (2, 2, 300), (3, 1, 250), (4, 2, 400);\n`,
        'Anu|750\nBala|700',
      ],
      [
        `${SHOP}INSERT INTO customers VALUES (1, 'Ravi'), (2, 'Ravi');\nINSERT INTO orders VALUES (1, 1, 200), (2, 2, 100), (3, 2, 200);\n`,
        'Ravi|300\nRavi|200',
      ],
      [`${SHOP}INSERT INTO customers VALUES (1, 'Meena');\n`, ''],
      [
        `${SHOP}INSERT INTO customers VALUES (1, 'Zahir'), (2, 'Anbu');\nINSERT INTO orders VALUES (1, 1, 90), (2, 2, 90);\n`,
        'Anbu|90\nZahir|90',
      ],
    ],
    hints: [
      [
        '`JOIN orders o ON o.customer_id = c.id` pairs each order with its customer.',
        '`JOIN orders o ON o.customer_id = c.id` ஒவ்வோர் ஆர்டரையும் அதன் வாடிக்கையாளருடன் இணைக்கும்.',
      ],
      [
        "Group by the customer's id, not only the name.",
        'பெயரால் மட்டுமல்ல, வாடிக்கையாளரின் id-ஆலும் group செய்யுங்கள்.',
      ],
    ],
    topic: 'joins',
    difficulty: 'medium',
  }),
  practice('sql-popular-products', {
    title: ['Products that sell', 'நன்றாக விற்கும் பொருள்கள்'],
    en: [
      'A kirana store logs each sale in `sales(product, qty)`. Return each product whose total quantity sold is at least 10, with that total, the largest total first and equal totals by product name.',
    ],
    ta: [
      'ஒரு மளிகைக் கடை ஒவ்வொரு விற்பனையையும் `sales(product, qty)` அட்டவணையில் பதிகிறது. மொத்தம் குறைந்தது 10 விற்ற ஒவ்வொரு பொருளையும் அதன் மொத்தத்துடன் தாருங்கள்: அதிக மொத்தம் முதலில், சம மொத்தம் உள்ளவை பொருளின் பெயர் வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- Keep only the groups whose total is at least 10, then sort
      SELECT product, SUM(qty)
      FROM sales
      GROUP BY product
      ORDER BY product;
    `,
    solution: code`
      SELECT product, SUM(qty) AS total
      FROM sales
      GROUP BY product
      HAVING SUM(qty) >= 10
      ORDER BY total DESC, product;
    `,
    tests: [
      [
        `${SALES}INSERT INTO sales VALUES ('Rice', 5), ('Dal', 3), ('Rice', 7), ('Oil', 10), ('Dal', 2), ('Sugar', 9);\n`,
        'Rice|12\nOil|10',
      ],
      [
        `${SALES}INSERT INTO sales VALUES ('Tea', 9), ('Tea', 1), ('Salt', 10), ('Milk', 4);\n`,
        'Salt|10\nTea|10',
      ],
      [`${SALES}INSERT INTO sales VALUES ('Jaggery', 3), ('Ghee', 9);\n`, ''],
    ],
    hints: [
      [
        '`WHERE` filters rows before grouping; `HAVING` filters the groups.',
        '`WHERE` group செய்வதற்கு முன் rows-ஐ வடிகட்டும்; `HAVING` groups-ஐ வடிகட்டும்.',
      ],
    ],
    topic: 'grouping',
    difficulty: 'medium',
  }),
];

export const SQL_PRACTICE_HARD = [
  practice('sql-top-two-per-section', {
    title: ['Top two in each section', 'ஒவ்வொரு பிரிவிலும் முதல் இருவர்'],
    en: [
      "The table `results(student, section, marks)` holds a test's marks. Rank the students within each section by marks, highest first, where equal marks share a rank and the next rank is skipped (1, 1, 3 …). Return `section`, `student`, `marks` and the rank of every student ranked 1 or 2, ordered by section, rank and student.",
    ],
    ta: [
      '`results(student, section, marks)` அட்டவணையில் ஒரு தேர்வின் மதிப்பெண்கள் உள்ளன. ஒவ்வொரு பிரிவிலும் (section) மாணவர்களை மதிப்பெண்படி — அதிகம் முதலில் — தரவரிசைப்படுத்துங்கள்; சம மதிப்பெண்ணுக்கு ஒரே தரம், அடுத்த தரம் தாவும் (1, 1, 3 …). தரம் 1 அல்லது 2 பெற்ற ஒவ்வொருவரின் `section`, `student`, `marks`, தரம் ஆகியவற்றை section, தரம், student வரிசையில் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- Compute a rank per section with a window function, then keep ranks 1 and 2
      SELECT section, student, marks, 1 AS rank
      FROM results
      ORDER BY section, marks DESC;
    `,
    solution: code`
      SELECT section, student, marks, rnk
      FROM (
        SELECT section, student, marks,
               RANK() OVER (PARTITION BY section ORDER BY marks DESC) AS rnk
        FROM results
      ) ranked
      WHERE rnk <= 2
      ORDER BY section, rnk, student;
    `,
    tests: [
      [
        `${RESULTS}INSERT INTO results VALUES ('Anu', '10A', 95), ('Bala', '10A', 88), ('Charu', '10A', 95), ('Dev', '10A', 70), ('Esha', '10B', 60), ('Farook', '10B', 75);\n`,
        '10A|Anu|95|1\n10A|Charu|95|1\n10B|Farook|75|1\n10B|Esha|60|2',
      ],
      [`${RESULTS}INSERT INTO results VALUES ('Guna', '11A', 50);\n`, '11A|Guna|50|1'],
      [
        `${RESULTS}INSERT INTO results VALUES ('Hari', '12A', 70), ('Indu', '12A', 90), ('Jaya', '12A', 80), ('Kumar', '12B', 80), ('Latha', '12B', 85), ('Mani', '12B', 80);\n`,
        '12A|Indu|90|1\n12A|Jaya|80|2\n12B|Latha|85|1\n12B|Kumar|80|2\n12B|Mani|80|2',
      ],
    ],
    hints: [
      [
        '`RANK() OVER (PARTITION BY section ORDER BY marks DESC)` ranks within each section.',
        '`RANK() OVER (PARTITION BY section ORDER BY marks DESC)` ஒவ்வொரு பிரிவுக்குள்ளும் தரம் தரும்.',
      ],
      [
        'A window function cannot appear in WHERE; rank in a subquery and filter outside it.',
        'Window function-ஐ WHERE-இல் பயன்படுத்த முடியாது; ஒரு subquery-இல் தரம் கணித்து, வெளியே வடிகட்டுங்கள்.',
      ],
    ],
    topic: 'window functions',
    difficulty: 'hard',
  }),
  practice('sql-running-total', {
    title: ['Daily sales and running total', 'தினசரி விற்பனையும் கூட்டுத்தொகையும்'],
    en: [
      "The table `sales(id, day, amount)` can have several sales on a day, and no rows on a day without sales. For each day that has sales, return the day as `YYYY-MM-DD` text, that day's total, and the running total of all days up to and including it, in date order.",
    ],
    ta: [
      '`sales(id, day, amount)` அட்டவணையில் ஒரே நாளில் பல விற்பனைகள் இருக்கலாம்; விற்பனை இல்லாத நாளுக்கு rows இருக்காது. விற்பனை உள்ள ஒவ்வொரு நாளுக்கும் — `YYYY-MM-DD` வடிவ உரையாக நாள், அன்றைய மொத்தம், அந்த நாள் வரை (அதையும் சேர்த்து) எல்லா நாள்களின் கூட்டுத்தொகை — ஆகியவற்றைத் தேதி வரிசையில் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- Total each day first, then add a running SUM over the days
      SELECT day::text, amount, amount
      FROM sales
      ORDER BY day;
    `,
    solution: code`
      SELECT day::text, SUM(amount) AS total, SUM(SUM(amount)) OVER (ORDER BY day) AS running
      FROM sales
      GROUP BY day
      ORDER BY day;
    `,
    tests: [
      [
        `${DAILY}INSERT INTO sales VALUES (1, '2024-04-01', 500), (2, '2024-04-01', 300), (3, '2024-04-02', 200), (4, '2024-04-04', 1000);\n`,
        '2024-04-01|800|800\n2024-04-02|200|1000\n2024-04-04|1000|2000',
      ],
      [`${DAILY}INSERT INTO sales VALUES (1, '2025-01-26', 75);\n`, '2025-01-26|75|75'],
      [
        `${DAILY}INSERT INTO sales VALUES (1, '2024-12-31', 10), (2, '2024-11-01', 5), (3, '2024-12-31', 20), (4, '2025-01-01', 1), (5, '2024-11-01', 5);\n`,
        '2024-11-01|10|10\n2024-12-31|30|40\n2025-01-01|1|41',
      ],
    ],
    hints: [
      ["Group by day to get each day's total.", 'ஒவ்வொரு நாளின் மொத்தத்தைப் பெற day-ஆல் group செய்யுங்கள்.'],
      [
        'A window `SUM(...) OVER (ORDER BY day)` adds up everything so far; it can wrap `SUM(amount)`.',
        '`SUM(...) OVER (ORDER BY day)` என்ற window இதுவரை உள்ள அனைத்தையும் கூட்டும்; அது `SUM(amount)`-ஐச் சுற்றி வரலாம்.',
      ],
    ],
    topic: 'window functions',
    difficulty: 'hard',
  }),
];
