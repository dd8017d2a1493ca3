import type { CourseCategory, SeedCourse } from './courses.ts';

/** The words of the seeded lessons: quiz questions per programme and Markdown bodies. */

/** Three questions per programme: what the first quiz of every course in it checks. */
export const QUIZZES: Record<CourseCategory, { prompt: string; options: string[]; answer: number }[]> = {
  'Web Development': [
    {
      prompt: 'Which HTML element holds the page title shown in the browser tab?',
      options: ['<h1>', '<title>', '<header>', '<meta>'],
      answer: 1,
    },
    {
      prompt: 'Which CSS property puts space inside an element, between its border and its content?',
      options: ['margin', 'gap', 'padding', 'outline'],
      answer: 2,
    },
    {
      prompt: 'What does `const` mean in JavaScript?',
      options: [
        'The value can never change',
        'The name cannot be given a new value',
        'The variable is global',
        'The value is a number',
      ],
      answer: 1,
    },
  ],
  'AI/ML': [
    {
      prompt: 'A model that scores well on training data but badly on new data is…',
      options: ['underfitting', 'overfitting', 'regularised', 'normalised'],
      answer: 1,
    },
    {
      prompt: 'Which split do we never look at until the very end?',
      options: ['training set', 'validation set', 'test set', 'feature set'],
      answer: 2,
    },
    {
      prompt: 'Which Python library is built around n-dimensional arrays?',
      options: ['NumPy', 'Flask', 'Requests', 'Click'],
      answer: 0,
    },
  ],
  'Data Science': [
    {
      prompt: 'Which measure is least affected by a few very large salaries?',
      options: ['mean', 'median', 'range', 'sum'],
      answer: 1,
    },
    {
      prompt: 'In SQL, which clause filters groups after GROUP BY?',
      options: ['WHERE', 'ORDER BY', 'HAVING', 'LIMIT'],
      answer: 2,
    },
    { prompt: 'A pandas DataFrame column is a…', options: ['list', 'Series', 'dict', 'tuple'], answer: 1 },
  ],
  'App Development': [
    {
      prompt: 'In Flutter, what do you call to redraw a StatefulWidget after its state changes?',
      options: ['build()', 'setState()', 'notify()', 'refresh()'],
      answer: 1,
    },
    {
      prompt: 'Where should an app keep a user’s API token on the phone?',
      options: [
        'In plain shared preferences',
        'In the source code',
        'In the platform’s secure storage',
        'In a log file',
      ],
      answer: 2,
    },
    {
      prompt: 'Which file lists an Android app’s permissions?',
      options: ['build.gradle', 'AndroidManifest.xml', 'strings.xml', 'MainActivity.kt'],
      answer: 1,
    },
  ],
  'Cyber Security': [
    {
      prompt: 'What does the “C” in the CIA triad stand for?',
      options: ['Control', 'Confidentiality', 'Certificate', 'Compliance'],
      answer: 1,
    },
    {
      prompt: 'Which attack puts the attacker’s script into a page other users open?',
      options: ['SQL injection', 'Cross-site scripting (XSS)', 'Phishing', 'Brute force'],
      answer: 1,
    },
    { prompt: 'Which port does HTTPS use by default?', options: ['21', '80', '443', '8080'], answer: 2 },
  ],
};

export function readingBody(c: SeedCourse): string {
  const goals = c.whatYouWillLearn.map((g) => `- ${g}`).join('\n');
  return [
    `## How ${c.title} works`,
    '',
    `Welcome! This course is taught in ${c.language}. Each section has short videos, a reading like this one, a live session with ${c.instructorName}, and a quiz. The last section ends with a project that an instructor reviews.`,
    '',
    '### What you will be able to do',
    '',
    goals,
    '',
    '### How to get the most out of it',
    '',
    '1. Watch a video, then **type the code yourself**: do not copy and paste.',
    '2. Mark a lesson as complete only when you could explain it to a friend.',
    '3. Bring your questions to the live session; recordings appear here afterwards.',
    '',
    '> Tip: on a slow connection, read the notes first and play the video later.',
  ].join('\n');
}

export function conceptBody(c: SeedCourse, goal: string): string {
  return [
    `## ${goal}`,
    '',
    `In this reading we slow down and look at one idea from ${c.topic} closely, with a small example you can run on your own machine.`,
    '',
    '```text',
    `Step 1: read the example\nStep 2: change one thing\nStep 3: predict, run, compare`,
    '```',
    '',
    'Write down what surprised you; we start the next live session with your notes.',
  ].join('\n');
}

export function projectBody(c: SeedCourse): string {
  return [
    `## Capstone project: ${c.topic}`,
    '',
    `Build a small, working piece of ${c.topic} work that uses what you learned: ${c.whatYouWillLearn.slice(0, 2).join('; ').toLowerCase()}.`,
    '',
    '**Submit** a link to a public repository (GitHub or GitLab) with a README that explains:',
    '',
    '- what it does and how to run it;',
    '- one thing you found hard and how you solved it.',
    '',
    'An instructor reviews every project within three working days and either approves it or returns it with feedback.',
  ].join('\n');
}
