import { type Difficulty, type ExerciseInput, LIMITS } from '@kalvi/shared';

/**
 * Helpers that keep the exercises' data short: `code` writes indented code in place, and
 * `exercise` turns a compact draft into an `ExerciseInput`, with the statement's example taken
 * from the first test so the two never disagree.
 */

/** Code as written (backslashes kept, String.raw), without the common indentation, one final newline. */
export function code(strings: TemplateStringsArray): string {
  const lines = strings.raw
    .join('')
    .replace(/^\n/, '')
    .replace(/\n[ \t]*$/, '')
    .split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return `${lines.map((l) => l.slice(cut)).join('\n')}\n`;
}

type Language = 'python' | 'javascript' | 'sql';

export interface Draft {
  title: [en: string, ta: string];
  /** Markdown paragraphs in English and in Tamil; the example is appended to each. */
  en: string[];
  ta: string[];
  language: Language;
  starter: string;
  solution: string;
  /** [input, expected]; the first `samples` (default 1) are shown to the learner. */
  tests: [input: string, expected: string][];
  samples?: number;
  hints?: [en: string, ta: string][];
  topic: string;
  difficulty: Difficulty;
  timeMs?: number;
}

const LABELS = {
  en: { example: '**Example**', input: 'Input:', output: 'Output:', tables: 'Tables:', rows: 'Rows:' },
  ta: {
    example: '**எடுத்துக்காட்டு**',
    input: 'உள்ளீடு:',
    output: 'வெளியீடு:',
    tables: 'அட்டவணைகள்:',
    rows: 'வெளியீட்டு வரிசைகள் (rows):',
  },
} as const;

function example(lang: 'en' | 'ta', language: Language, [input, expected]: [string, string]): string {
  const l = LABELS[lang];
  const fence = (text: string, kind = 'text') => `\`\`\`${kind}\n${text.replace(/\n$/, '')}\n\`\`\``;
  return language === 'sql'
    ? [l.example, l.tables, fence(input, 'sql'), l.rows, fence(expected)].join('\n\n')
    : [l.example, l.input, fence(input), l.output, fence(expected)].join('\n\n');
}

export function exercise(d: Draft): ExerciseInput {
  const samples = d.samples ?? 1;
  const first = d.tests[0] ?? ['', ''];
  return {
    title: { en: d.title[0], ta: d.title[1] },
    statement: {
      en: [...d.en, example('en', d.language, first)].join('\n\n'),
      ta: [...d.ta, example('ta', d.language, first)].join('\n\n'),
    },
    language: d.language,
    starterCode: d.starter,
    referenceSolution: d.solution,
    tests: d.tests.map(([input, expected], i) => ({ input, expected, sample: i < samples })),
    hints: (d.hints ?? []).map(([en, ta]) => ({ en, ta })),
    limits: {
      timeMs: d.timeMs ?? LIMITS.timeMs.default,
      memoryMb: LIMITS.memoryMb.default,
      outputKb: LIMITS.outputKb.default,
    },
    topic: d.topic,
    difficulty: d.difficulty,
  };
}

/** A practice problem: an exercise with its URL slug. */
export function practice(slug: string, d: Draft): ExerciseInput & { slug: string } {
  return { slug, ...exercise(d) };
}
