import type { FastifyInstance } from 'fastify';

/** What the load scripts share: the catalogue's latency under some other load, and percentiles. */

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Catalogue requests at a steady 50 a second for `ms`: their latencies, sorted. Paced, not back to
 * back, so the sampler measures the server under the other load rather than adding its own.
 */
export async function catalogueLatencies(app: FastifyInstance, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  let page = 1;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    const res = await app.inject({ url: `/api/courses?page=${page}&limit=12` });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`catalogue answered ${res.statusCode}`);
    page = (page % 3) + 1;
  }
  return times.sort((a, b) => a - b);
}
