import { code, practice } from './text.ts';

/**
 * SQL practice problems (PostgreSQL): a test's input builds the tables, the learner writes one
 * SELECT, and its rows print with `|` between columns (formatSqlRows).
 */

const STUDENTS = 'CREATE TABLE students (id INT PRIMARY KEY, name TEXT NOT NULL, marks INT);\n';
const BATTING = 'CREATE TABLE batting (player TEXT NOT NULL, team TEXT NOT NULL, runs INT NOT NULL);\n';
const ORDERS =
  'CREATE TABLE orders (id INT PRIMARY KEY, customer TEXT NOT NULL, amount NUMERIC(10, 2) NOT NULL);\n';

export const SQL_PRACTICE_EASY = [
  practice('sql-pass-list', {
    title: ['Who passed?', 'யார் தேர்ச்சி பெற்றார்கள்?'],
    en: [
      "The table `students(id, name, marks)` holds an exam's marks; `marks` is NULL for a student who was absent. The pass mark is 40.",
      'Write a query that returns the `name` and `marks` of every student who passed, highest marks first, and students with equal marks by name.',
    ],
    ta: [
      '`students(id, name, marks)` அட்டவணையில் ஒரு தேர்வின் மதிப்பெண்கள் உள்ளன; வராத மாணவருக்கு `marks` NULL ஆக இருக்கும். தேர்ச்சி மதிப்பெண் 40.',
      'தேர்ச்சி பெற்ற ஒவ்வொரு மாணவரின் `name`, `marks` ஆகியவற்றைத் தரும் query-ஐ எழுதுங்கள்: அதிக மதிப்பெண் முதலில்; சம மதிப்பெண் உள்ளவர்கள் பெயர் வரிசையில்.',
    ],
    language: 'sql',
    starter: code`
      -- Keep only the students who passed, then sort them
      SELECT name, marks
      FROM students;
    `,
    solution: code`
      SELECT name, marks
      FROM students
      WHERE marks >= 40
      ORDER BY marks DESC, name;
    `,
    tests: [
      [
        `${STUDENTS}INSERT INTO students VALUES (1, 'Priya', 92), (2, 'Arun', 35), (3, 'Kavin', 67), (4, 'Meena', 92), (5, 'Ravi', 40);\n`,
        'Meena|92\nPriya|92\nKavin|67\nRavi|40',
      ],
      [`${STUDENTS}INSERT INTO students VALUES (1, 'Anu', 10), (2, 'Bala', 39);\n`, ''],
      [
        `${STUDENTS}INSERT INTO students VALUES (1, 'Zara', 40), (2, 'Anu', 40), (3, 'Bala', 100);\n`,
        'Bala|100\nAnu|40\nZara|40',
      ],
      [`${STUDENTS}INSERT INTO students VALUES (1, 'Guna', NULL), (2, 'Hari', 55);\n`, 'Hari|55'],
    ],
    hints: [
      [
        '`ORDER BY` takes several columns: `ORDER BY marks DESC, name`.',
        '`ORDER BY`-க்குப் பல நெடுவரிசைகள் (columns) தரலாம்: `ORDER BY marks DESC, name`.',
      ],
    ],
    topic: 'filtering',
    difficulty: 'easy',
  }),
  practice('sql-top-run-scorers', {
    title: ['Top three run scorers', 'அதிக ரன் எடுத்த மூவர்'],
    en: [
      "The table `batting(player, team, runs)` has the season's runs of each batter. Return the `player` and `runs` of the three highest scorers; when runs are equal, order by player name. If there are fewer than three players, return them all.",
    ],
    ta: [
      '`batting(player, team, runs)` அட்டவணையில் ஒவ்வொரு batter-இன் இந்தப் பருவ ரன்கள் உள்ளன. அதிக ரன் எடுத்த மூவரின் `player`, `runs` ஆகியவற்றைத் தாருங்கள்; ரன்கள் சமமானால் வீரர் பெயர் வரிசையில். மூவருக்குக் குறைவாக இருந்தால் எல்லாரையும் தாருங்கள்.',
    ],
    language: 'sql',
    starter: code`
      -- Sort by runs (highest first) and keep three rows
      SELECT player, runs
      FROM batting
      ORDER BY runs;
    `,
    solution: code`
      SELECT player, runs
      FROM batting
      ORDER BY runs DESC, player
      LIMIT 3;
    `,
    tests: [
      [
        `${BATTING}INSERT INTO batting VALUES ('Virat', 'RCB', 741), ('Ruturaj', 'CSK', 583), ('Riyan', 'RR', 573), ('Travis', 'SRH', 567), ('Sanju', 'RR', 531);\n`,
        'Virat|741\nRuturaj|583\nRiyan|573',
      ],
      [
        `${BATTING}INSERT INTO batting VALUES ('Abhi', 'X', 100), ('Chetan', 'X', 200), ('Bharath', 'Y', 200), ('Dinesh', 'Y', 50);\n`,
        'Bharath|200\nChetan|200\nAbhi|100',
      ],
      [
        `${BATTING}INSERT INTO batting VALUES ('Sai', 'GT', 10), ('Shubman', 'GT', 30);\n`,
        'Shubman|30\nSai|10',
      ],
    ],
    hints: [
      [
        '`LIMIT 3` keeps the first three rows of the sorted result.',
        '`LIMIT 3` வரிசைப்படுத்திய முடிவின் முதல் மூன்று rows-ஐ மட்டும் வைக்கும்.',
      ],
    ],
    topic: 'sorting',
    difficulty: 'easy',
  }),
  practice('sql-order-summary', {
    title: ['Orders at a glance', 'ஆர்டர்கள் — ஒரே பார்வையில்'],
    en: [
      "The table `orders(id, customer, amount)` holds a shop's orders, amounts in rupees with paise. Return one row: the number of orders, the total amount and the largest amount.",
      "With no orders the count is 0 and the other two are NULL (this is what SQL's aggregates give).",
    ],
    ta: [
      '`orders(id, customer, amount)` அட்டவணையில் ஒரு கடையின் ஆர்டர்கள் உள்ளன; தொகை ரூபாயும் பைசாவுமாக. ஒரு row-ஐத் தாருங்கள்: ஆர்டர்களின் எண்ணிக்கை, மொத்தத் தொகை, மிகப் பெரிய தொகை.',
      'ஆர்டரே இல்லையெனில் எண்ணிக்கை 0, மற்ற இரண்டும் NULL (SQL-இன் aggregate செயல்கூறுகள் தருவது இதுவே).',
    ],
    language: 'sql',
    starter: code`
      -- Add the total and the largest amount
      SELECT COUNT(*)
      FROM orders;
    `,
    solution: code`
      SELECT COUNT(*), SUM(amount), MAX(amount)
      FROM orders;
    `,
    tests: [
      [
        `${ORDERS}INSERT INTO orders VALUES (1, 'Anu', 250.00), (2, 'Bala', 1200.50), (3, 'Anu', 99.50);\n`,
        '3|1550.00|1200.50',
      ],
      [`${ORDERS}INSERT INTO orders VALUES (1, 'Xavier', 10.00);\n`, '1|10.00|10.00'],
      [ORDERS, '0|NULL|NULL'],
      [
        `${ORDERS}INSERT INTO orders VALUES (1, 'A', 0.05), (2, 'B', 0.05), (3, 'C', 99999.99);\n`,
        '3|100000.09|99999.99',
      ],
    ],
    hints: [
      [
        '`COUNT`, `SUM` and `MAX` can sit in the same SELECT.',
        '`COUNT`, `SUM`, `MAX` மூன்றும் ஒரே SELECT-இல் இருக்கலாம்.',
      ],
    ],
    topic: 'aggregation',
    difficulty: 'easy',
  }),
];
