import type { Problem } from '@kalvi/shared';
import { z } from 'zod';
import { type FetchText, parseJson, UpstreamError } from './upstream.ts';

const PROBLEM_PAGE = 'https://codeforces.com/problemset/problem';

const answerSchema = z.object({
  status: z.literal('OK'),
  result: z.object({ problems: z.array(z.unknown()) }),
});

/**
 * One problem as we keep it, or undefined when it lacks a contest (no page to link to), a
 * rating (no difficulty to filter by) or a name. A plain check rather than a zod schema: it
 * runs ten thousand times per answer, and a cold schema took about 400 ms for that here.
 */
function toProblem(raw: unknown): Problem | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { contestId, index, name, rating, tags } = raw as Record<string, unknown>;
  if (typeof contestId !== 'number' || !Number.isInteger(contestId) || contestId <= 0) return undefined;
  if (typeof index !== 'string' || !index || typeof name !== 'string' || !name) return undefined;
  if (typeof rating !== 'number' || !Number.isInteger(rating)) return undefined;
  return {
    contestId,
    index,
    name,
    rating,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    url: `${PROBLEM_PAGE}/${contestId}/${encodeURIComponent(index)}`,
  };
}

/** The problemset service's `problemset.problems` call for one tag (or none). */
export async function fetchProblems(fetchText: FetchText, baseUrl: string, tag: string | undefined) {
  const body = await fetchText(`${baseUrl}/problemset.problems?tags=${encodeURIComponent(tag ?? '')}`);
  return parseProblemset(body);
}

export function parseProblemset(body: string): Problem[] {
  const json = parseJson(body, 'Codeforces');
  const answer = answerSchema.safeParse(json);
  if (!answer.success) {
    const comment = (json as { comment?: unknown } | null)?.comment;
    throw new UpstreamError(
      `Codeforces did not answer OK${typeof comment === 'string' ? `: ${comment}` : ''}`,
    );
  }
  const problems: Problem[] = [];
  for (const raw of answer.data.result.problems) {
    const problem = toProblem(raw);
    if (problem) problems.push(problem);
  }
  return problems;
}
