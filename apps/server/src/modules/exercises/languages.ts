import type { JudgeLanguage } from '../../judge/types.ts';

/**
 * What a person reads for a language id (docs/decisions/171-coding-exercises.md). The embedded
 * languages are known; Judge0's are learnt from the configured judge when the judging loop
 * starts, and until then read as their id.
 */
const EMBEDDED: Record<string, string> = { python: 'Python 3', javascript: 'JavaScript', sql: 'SQL' };
const learnt = new Map<string, string>();

export function rememberLanguages(languages: readonly JudgeLanguage[]): void {
  for (const l of languages) learnt.set(l.id, l.name);
}

export function languageName(id: string): string {
  return EMBEDDED[id] ?? learnt.get(id) ?? id;
}
