import { code, exercise } from './text.ts';

/** 'Data Science Career Track': the SQL that interviews ask, on a hiring company's tables. */

const EMPLOYEES = 'CREATE TABLE employees (name TEXT NOT NULL, dept TEXT NOT NULL, salary INT NOT NULL);\n';
const ORDERS = 'CREATE TABLE orders (order_id INT PRIMARY KEY, region TEXT NOT NULL, amount INT NOT NULL);\n';
const COURSES = code`
  CREATE TABLE learners (id INT PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE enrolments (learner_id INT NOT NULL REFERENCES learners (id), course TEXT NOT NULL);
`;

export const DATA_SCIENCE_CAREER = [
  exercise({
    title: ['Top two earners in each department', 'ஒவ்வொரு துறையிலும் அதிகம் சம்பாதிக்கும் இருவர்'],
    en: [
      'A classic interview question. From `employees(name, dept, salary)` return `dept`, `name` and `salary` of the two best-paid people in each department. Number the rows inside each department with `ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC, name)` (equal salaries by name) and keep numbers 1 and 2. Order the result by department, then by that number.',
    ],
    ta: [
      'நேர்காணல்களில் அடிக்கடி கேட்கப்படும் கேள்வி. `employees(name, dept, salary)` அட்டவணையிலிருந்து, ஒவ்வொரு துறையிலும் அதிக சம்பளம் பெறும் இருவரின் `dept`, `name`, `salary` ஆகியவற்றைத் தாருங்கள். ஒவ்வொரு துறைக்குள்ளும் rows-ஐ `ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC, name)` கொண்டு எண்ணிடுங்கள் (சம சம்பளம் என்றால் பெயர் வரிசையில்), 1, 2 எண்களை மட்டும் வைத்துக்கொள்ளுங்கள். விடையைத் துறை, பிறகு அந்த எண் வரிசையில் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- Number the rows per department and keep the first two
      SELECT dept, name, salary
      FROM employees
      ORDER BY dept, salary DESC;
    `,
    solution: code`
      SELECT dept, name, salary
      FROM (
        SELECT dept, name, salary,
               ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC, name) AS rn
        FROM employees
      ) AS ranked
      WHERE rn <= 2
      ORDER BY dept, rn;
    `,
    tests: [
      [
        `${EMPLOYEES}INSERT INTO employees VALUES ('Anbu', 'Data', 90000), ('Banu', 'Data', 120000), ('Chitra', 'Data', 80000), ('Dinesh', 'Sales', 50000), ('Ezhil', 'Sales', 65000);\n`,
        'Data|Banu|120000\nData|Anbu|90000\nSales|Ezhil|65000\nSales|Dinesh|50000',
      ],
      [`${EMPLOYEES}INSERT INTO employees VALUES ('Solo', 'HR', 40000);\n`, 'HR|Solo|40000'],
      [
        `${EMPLOYEES}INSERT INTO employees VALUES ('Zara', 'Ops', 70000), ('Kavin', 'Ops', 70000), ('Mani', 'Ops', 70000);\n`,
        'Ops|Kavin|70000\nOps|Mani|70000',
      ],
    ],
    hints: [
      [
        'A window function cannot go in `WHERE`: compute it in a subquery, then filter outside.',
        'Window function-ஐ `WHERE`-இல் வைக்க முடியாது: அதை ஒரு subquery-இல் கணக்கிட்டு, வெளியே filter செய்யுங்கள்.',
      ],
    ],
    topic: 'window functions',
    difficulty: 'medium',
  }),
  exercise({
    title: ["Each region's share of revenue", 'ஒவ்வொரு மண்டலத்தின் வருவாய்ப் பங்கு'],
    en: [
      'From `orders(order_id, region, amount)` return each region, its revenue `SUM(amount)` and its share of all revenue in per cent, `ROUND(100.0 * SUM(amount) / SUM(SUM(amount)) OVER (), 1)`. Order by revenue, highest first, equal revenues by region.',
    ],
    ta: [
      '`orders(order_id, region, amount)` அட்டவணையிலிருந்து ஒவ்வொரு மண்டலத்தையும் (region), அதன் வருவாய் `SUM(amount)`-ஐயும், மொத்த வருவாயில் அதன் சதவீதப் பங்கையும் — `ROUND(100.0 * SUM(amount) / SUM(SUM(amount)) OVER (), 1)` — தாருங்கள். வருவாய் அதிகமானது முதலில், சம வருவாய் என்றால் மண்டலப் பெயர் வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- Divide by the total of all regions: a window over the grouped sums
      SELECT region, SUM(amount) AS revenue, 100.0 AS share
      FROM orders
      GROUP BY region
      ORDER BY revenue DESC, region;
    `,
    solution: code`
      SELECT region,
             SUM(amount) AS revenue,
             ROUND(100.0 * SUM(amount) / SUM(SUM(amount)) OVER (), 1) AS share
      FROM orders
      GROUP BY region
      ORDER BY revenue DESC, region;
    `,
    tests: [
      [
        `${ORDERS}INSERT INTO orders VALUES (1, 'South', 500), (2, 'North', 300), (3, 'South', 200), (4, 'West', 300);\n`,
        'South|700|53.8\nNorth|300|23.1\nWest|300|23.1',
      ],
      [`${ORDERS}INSERT INTO orders VALUES (1, 'East', 40), (2, 'East', 60);\n`, 'East|100|100.0'],
      [
        `${ORDERS}INSERT INTO orders VALUES (1, 'A', 1), (2, 'B', 1), (3, 'C', 1);\n`,
        'A|1|33.3\nB|1|33.3\nC|1|33.3',
      ],
    ],
    hints: [
      [
        '`SUM(SUM(amount)) OVER ()` adds up the grouped sums over the whole result.',
        '`SUM(SUM(amount)) OVER ()` குழுவாக்கிய கூட்டுத்தொகைகளை முழு விடை மீதும் கூட்டும்.',
      ],
      [
        '`100.0` (not `100`) keeps the division from cutting off decimals.',
        '`100` அல்ல, `100.0` — வகுத்தலில் தசமங்கள் வெட்டப்படாமல் இருக்கும்.',
      ],
    ],
    topic: 'window functions',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Learners and their course count', 'கற்பவர்களும் அவர்களின் பாடநெறி எண்ணிக்கையும்'],
    en: [
      "From `learners(id, name)` and `enrolments(learner_id, course)` return every learner's name and how many courses they enrolled in, **including learners with none** (count 0). Order by the count, highest first, then by name.",
    ],
    ta: [
      '`learners(id, name)`, `enrolments(learner_id, course)` அட்டவணைகளிலிருந்து, ஒவ்வொரு கற்பவரின் பெயரையும் அவர் எத்தனை பாடநெறிகளில் சேர்ந்தார் என்பதையும் தாருங்கள் — **எதிலும் சேராதவர்கள் உட்பட** (எண்ணிக்கை 0). எண்ணிக்கை அதிகமானது முதலில், பிறகு பெயர் வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- An inner join drops the learners with no enrolment
      SELECT l.name, COUNT(*) AS courses
      FROM learners l
      JOIN enrolments e ON e.learner_id = l.id
      GROUP BY l.id, l.name
      ORDER BY courses DESC, l.name;
    `,
    solution: code`
      SELECT l.name, COUNT(e.course) AS courses
      FROM learners l
      LEFT JOIN enrolments e ON e.learner_id = l.id
      GROUP BY l.id, l.name
      ORDER BY courses DESC, l.name;
    `,
    tests: [
      [
        `${COURSES}INSERT INTO learners VALUES (1, 'Kavya'), (2, 'Surya'), (3, 'Meena');\nINSERT INTO enrolments VALUES (1, 'Python'), (1, 'SQL'), (3, 'Statistics');\n`,
        'Kavya|2\nMeena|1\nSurya|0',
      ],
      [`${COURSES}INSERT INTO learners VALUES (1, 'Arun');\n`, 'Arun|0'],
      [
        `${COURSES}INSERT INTO learners VALUES (1, 'Bala'), (2, 'Anu');\nINSERT INTO enrolments VALUES (1, 'Spark'), (2, 'Spark');\n`,
        'Anu|1\nBala|1',
      ],
    ],
    hints: [
      [
        '`LEFT JOIN` keeps every learner; `COUNT(e.course)` counts only real enrolments, so a learner without any gets 0.',
        '`LEFT JOIN` ஒவ்வொரு கற்பவரையும் வைத்துக்கொள்ளும்; `COUNT(e.course)` உண்மையான சேர்க்கைகளை மட்டுமே எண்ணும், ஆகவே எதிலும் சேராதவருக்கு 0.',
      ],
    ],
    topic: 'joins',
    difficulty: 'easy',
  }),
];
