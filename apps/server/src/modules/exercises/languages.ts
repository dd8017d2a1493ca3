import { judgeLanguage } from '@kalvi/shared';
import type { JudgeLanguage } from '../../judge/types.ts';

/**
 * What a person reads for a language id (docs/decisions/171-coding-exercises.md). The table's
 * are known (docs/decisions/201-judge-language-registry.md); Judge0's are learnt from the
 * configured judge when the judging loop starts, and until then read as their id.
 */
const learnt = new Map<string, string>();

export function rememberLanguages(languages: readonly JudgeLanguage[]): void {
  for (const l of languages) learnt.set(l.id, l.name);
}

export function languageName(id: string): string {
  return judgeLanguage(id)?.name ?? learnt.get(id) ?? id;
}
