import type { Submission } from '@kalvi/shared';

const FIRST_MS = 700;
const LAST_MS = 2_000;

/** The judge has not finished with it yet: queued, or on a judge. */
export const stillJudging = (submission: Pick<Submission, 'status'>) =>
  submission.status === 'queued' || submission.status === 'running';

/** The wait before the next question: 700 ms, then a little longer each time, never over 2 s. */
export function pollDelay(answersSoFar: number): number {
  return Math.min(LAST_MS, Math.round(FIRST_MS * 1.25 ** Math.max(0, answersSoFar - 1)));
}
