import { type ExerciseInput, LIMITS } from '@kalvi/shared';

/**
 * The seeded exercises (docs/decisions/171-coding-exercises.md): a small, correct set; the full
 * content replaces it. Every program reads standard input and prints to standard output; the
 * embedded JavaScript judge gives `readLine()` and `console.log`.
 */
const limits = {
  timeMs: LIMITS.timeMs.default,
  memoryMb: LIMITS.memoryMb.default,
  outputKb: LIMITS.outputKb.default,
};

const reverseAWord: ExerciseInput & { slug: string } = {
  slug: 'reverse-a-word',
  title: { en: 'Reverse a word', ta: 'சொல்லைத் தலைகீழாக்குங்கள்' },
  statement: {
    en: 'Read one line and print it backwards.\n\n**Input:** one line.\n\n**Output:** the same characters, last first.',
    ta: 'ஒரு வரியைப் படித்து அதைத் தலைகீழாக அச்சிடுங்கள்.\n\n**உள்ளீடு:** ஒரு வரி.\n\n**வெளியீடு:** அதே எழுத்துகள், கடைசி எழுத்து முதலில்.',
  },
  language: 'python',
  starterCode: 'word = input()\n# Print the word backwards\n',
  referenceSolution: 'word = input()\nprint(word[::-1])\n',
  tests: [
    { input: 'kalvi\n', expected: 'ivlak', sample: true },
    { input: 'abc\n', expected: 'cba', sample: true },
    { input: 'a\n', expected: 'a', sample: false },
    { input: 'malayalam\n', expected: 'malayalam', sample: false },
    { input: 'Tamil Nadu\n', expected: 'udaN limaT', sample: false },
  ],
  hints: [
    {
      en: 'A slice with a step of -1 walks a string from the end.',
      ta: '-1 படி கொண்ட slice ஒரு string-ஐ கடைசியிலிருந்து படிக்கும்.',
    },
    { en: 'Try `word[::-1]`.', ta: '`word[::-1]` என்று முயலுங்கள்.' },
  ],
  limits,
  topic: 'strings',
  difficulty: 'easy',
};

const studentsPerCity: ExerciseInput & { slug: string } = {
  slug: 'students-per-city',
  title: { en: 'Students per city', ta: 'ஊர்வாரியாக மாணவர்கள்' },
  statement: {
    en: 'The table `students(name, city)` lists learners and their city. Print each city with how many students live there, cities in alphabetical order.\n\n**Output:** `city|count`, one row per city.',
    ta: '`students(name, city)` அட்டவணையில் மாணவர்களும் அவர்களின் ஊரும் உள்ளன. ஒவ்வொரு ஊரையும் அங்குள்ள மாணவர்களின் எண்ணிக்கையுடன், ஊர்ப் பெயர் அகர வரிசையில் அச்சிடுங்கள்.\n\n**வெளியீடு:** `city|count`, ஊருக்கு ஒரு வரிசை.',
  },
  language: 'sql',
  starterCode: 'SELECT name, city FROM students;\n',
  referenceSolution: 'SELECT city, COUNT(*) FROM students GROUP BY city ORDER BY city;\n',
  tests: [
    {
      input:
        "CREATE TABLE students (name text, city text);\nINSERT INTO students VALUES ('Kavya', 'Madurai'), ('Arun', 'Chennai'), ('Meena', 'Chennai');\n",
      expected: 'Chennai|2\nMadurai|1',
      sample: true,
    },
    {
      input:
        "CREATE TABLE students (name text, city text);\nINSERT INTO students VALUES ('Divya', 'Salem'), ('Ravi', 'Coimbatore'), ('Anu', 'Salem'), ('Siva', 'Salem'), ('Priya', 'Trichy');\n",
      expected: 'Coimbatore|1\nSalem|3\nTrichy|1',
      sample: false,
    },
    {
      input:
        "CREATE TABLE students (name text, city text);\nINSERT INTO students VALUES ('Lakshmi', 'Erode');\n",
      expected: 'Erode|1',
      sample: false,
    },
  ],
  hints: [
    { en: '`GROUP BY city` makes one row per city.', ta: '`GROUP BY city` ஊருக்கு ஒரு வரிசையை உருவாக்கும்.' },
    {
      en: '`COUNT(*)` counts the rows of each group; `ORDER BY city` sorts them.',
      ta: '`COUNT(*)` ஒவ்வொரு குழுவின் வரிசைகளையும் எண்ணும்; `ORDER BY city` அவற்றை வரிசைப்படுத்தும்.',
    },
  ],
  limits,
  topic: 'aggregation',
  difficulty: 'easy',
};

const greetFunction: ExerciseInput = {
  title: { en: 'Write a greeting function', ta: 'வாழ்த்துச் சார்பை எழுதுங்கள்' },
  statement: {
    en: 'Write a function `greet(name)` that returns `Vanakkam, <name>!`, then call it for every name you read, one name per line, and print each greeting.\n\n**Input:** names, one per line.\n\n**Output:** one greeting per name.',
    ta: '`Vanakkam, <name>!` என்று திருப்பித் தரும் `greet(name)` என்ற சார்பை எழுதுங்கள். பிறகு படிக்கும் ஒவ்வொரு பெயருக்கும் (வரிக்கு ஒரு பெயர்) அதை அழைத்து, வாழ்த்தை அச்சிடுங்கள்.\n\n**உள்ளீடு:** வரிக்கு ஒரு பெயர்.\n\n**வெளியீடு:** பெயருக்கு ஒரு வாழ்த்து.',
  },
  language: 'javascript',
  starterCode:
    'function greet(name) {\n  // Return the greeting for name\n}\n\nlet name = readLine();\nwhile (name !== null) {\n  console.log(greet(name));\n  name = readLine();\n}\n',
  referenceSolution:
    "function greet(name) {\n  return 'Vanakkam, ' + name + '!';\n}\n\nlet name = readLine();\nwhile (name !== null) {\n  console.log(greet(name));\n  name = readLine();\n}\n",
  tests: [
    { input: 'Kavya\n', expected: 'Vanakkam, Kavya!', sample: true },
    { input: 'Arun\nMeena\n', expected: 'Vanakkam, Arun!\nVanakkam, Meena!', sample: true },
    {
      input: 'Priya\nRavi\nAnu\n',
      expected: 'Vanakkam, Priya!\nVanakkam, Ravi!\nVanakkam, Anu!',
      sample: false,
    },
    { input: 'Tamil Selvi\n', expected: 'Vanakkam, Tamil Selvi!', sample: false },
  ],
  hints: [
    {
      en: "The `+` operator joins texts: `'Vanakkam, ' + name + '!'`.",
      ta: "`+` குறி உரைகளை இணைக்கும்: `'Vanakkam, ' + name + '!'`.",
    },
  ],
  limits,
  topic: 'functions',
  difficulty: 'easy',
};

export const EXERCISE_CONTENT: {
  practice: (ExerciseInput & { slug: string })[];
  courses: { courseTitle: string; sectionTitle?: string; exercises: ExerciseInput[] }[];
} = {
  practice: [reverseAWord, studentsPerCity],
  courses: [{ courseTitle: 'JavaScript Essentials for Absolute Beginners', exercises: [greetFunction] }],
};
