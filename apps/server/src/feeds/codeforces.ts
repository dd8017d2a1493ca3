import type { Problem } from '@kalvi/shared';
import { z } from 'zod';
import { type FetchText, parseJson, UpstreamError } from './upstream.ts';

const PROBLEM_PAGE = 'https://codeforces.com/problemset/problem';

const answerSchema = z.object({
  status: z.literal('OK'),
  result: z.object({ problems: z.array(z.unknown()) }),
});

const problemSchema = z.object({
  contestId: z.number().int().positive(),
  index: z.string().min(1),
  name: z.string().min(1),
  rating: z.number().int(),
  tags: z.array(z.string()).default([]),
});

/**
 * The problemset service's `problemset.problems` call for one tag (or none). Problems without
 * a contest (no page to link to) or without a rating (no difficulty to filter by) are left out.
 */
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
    const problem = problemSchema.safeParse(raw);
    if (!problem.success) continue;
    const { contestId, index, name, rating, tags } = problem.data;
    problems.push({ contestId, index, name, rating, tags, url: `${PROBLEM_PAGE}/${contestId}/${index}` });
  }
  return problems;
}
