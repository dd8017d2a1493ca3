/**
 * The judge's languages, one row each: the only list of them on both sides
 * (docs/decisions/201-judge-language-registry.md). Every row has an embedded engine of the same
 * id in the server's judge (apps/server/src/judge/worker/engines/); Judge0, when configured,
 * adds its own languages as `judge0:<id>`, named as Judge0 names them.
 */

/** CodeMirror modes the web editor loads a grammar for; anything else is plain text. */
export const EDITOR_MODES = ['python', 'javascript', 'sql', 'cpp', 'java', 'plain'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

/** The input/output notes of the exercise page (`exercise.io.<key>` in the web's classroom strings). */
export type IoNoteKey = 'python' | 'javascript' | 'sql' | 'other';

export interface JudgeLanguageRow {
  id: string;
  /** What a person reads, in every interface language: a language's own name is not translated. */
  name: string;
  editor: EditorMode;
  ioNote: IoNoteKey;
  /**
   * Judge0's counterpart, matched on the names its `GET /languages` lists (the newest id wins):
   * with a Judge0 configured, this language is judged there. Null: always the embedded engine
   * (Judge0's SQL is SQLite, and our SQL exercises are PostgreSQL's).
   */
  judge0: RegExp | null;
}

export const JUDGE_LANGUAGES = [
  { id: 'python', name: 'Python 3', editor: 'python', ioNote: 'python', judge0: /^Python \(3/ },
  {
    id: 'javascript',
    name: 'JavaScript',
    editor: 'javascript',
    ioNote: 'javascript',
    judge0: /^JavaScript \(Node/,
  },
  { id: 'sql', name: 'SQL', editor: 'sql', ioNote: 'sql', judge0: null },
] as const satisfies readonly JudgeLanguageRow[];

export type EmbeddedLanguage = (typeof JUDGE_LANGUAGES)[number]['id'];
/** The languages the embedded judge runs on a bare machine, in the table's order. */
export const EMBEDDED_LANGUAGES = JUDGE_LANGUAGES.map((l) => l.id) as [
  EmbeddedLanguage,
  ...EmbeddedLanguage[],
];

/** The row of an embedded language; undefined for `judge0:<id>` and anything unknown. */
export function judgeLanguage(id: string): JudgeLanguageRow | undefined {
  return (JUDGE_LANGUAGES as readonly JudgeLanguageRow[]).find((l) => l.id === id);
}

/** What a person reads for a language id where no judge is asked: the table's name, else the id. */
export const languageLabel = (id: string): string => judgeLanguage(id)?.name ?? id;

/** The editor mode of a language Judge0 lists, by its name there ('Python (3.8.1)', 'C++ (GCC 9.2.0)'). */
const JUDGE0_EDITORS: [RegExp, EditorMode][] = [
  [/^Python/, 'python'],
  [/^(JavaScript|TypeScript)/, 'javascript'],
  [/^SQL/, 'sql'],
  [/^(C\+\+|C \()/, 'cpp'],
  [/^Java \(/, 'java'],
];

export function editorForJudge0Name(name: string): EditorMode {
  return JUDGE0_EDITORS.find(([pattern]) => pattern.test(name))?.[1] ?? 'plain';
}

/** The editor mode for an exercise's language: the table's, Judge0's by its name when known, else plain. */
export function editorModeFor(id: string, judge0Name?: string): EditorMode {
  return judgeLanguage(id)?.editor ?? (judge0Name ? editorForJudge0Name(judge0Name) : 'plain');
}
