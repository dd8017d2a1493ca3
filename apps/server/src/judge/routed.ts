import { judgeLanguage } from '@kalvi/shared';
import type { Judge, JudgeLanguage } from './types.ts';

/**
 * With JUDGE0_URL set, each language goes to the judge that has it
 * (docs/decisions/201-judge-language-registry.md): a row of the table without a Judge0
 * counterpart (SQL: Judge0's is SQLite, ours PostgreSQL) to the embedded judge, which starts its
 * workers only when such a job comes; every other language to Judge0.
 */

/** True when a language is judged by the embedded engines even with a Judge0 configured. */
export const embeddedEvenWithJudge0 = (language: string) => judgeLanguage(language)?.judge0 === null;

export function createRoutedJudge(judge0: Judge, embedded: Judge): Judge {
  const route = (language: string) => (embeddedEvenWithJudge0(language) ? embedded : judge0);
  return {
    kind: 'judge0',
    async languages(): Promise<JudgeLanguage[]> {
      const [remote, local] = await Promise.all([judge0.languages(), embedded.languages()]);
      return [...remote, ...local.filter((l) => embeddedEvenWithJudge0(l.id))];
    },
    judge: (request) => route(request.language).judge(request),
    async close() {
      await Promise.all([judge0.close(), embedded.close()]);
    },
  };
}
