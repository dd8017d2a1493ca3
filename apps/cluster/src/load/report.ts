import { readFileSync } from 'node:fs';
import { type Instance, metricsOf, sample } from '../helpers/instance.ts';

/** One reading of every instance's memory, from its /metrics (prom-client's process figures). */
export interface MemorySample {
  t: number;
  rss: number[];
  heapUsed: number[];
  heapTotal: number[];
  external: number[];
  readCache: number[];
}

const mb = (b: number) => Math.round(b / 1024 / 1024);

/** Reads every instance's memory once a second into `into` until the returned stop is called. */
export function sampleMemory(instances: Instance[], into: MemorySample[]): () => void {
  const started = Date.now();
  const timer = setInterval(async () => {
    const texts = await Promise.all(instances.map((i) => metricsOf(i)));
    const of = (name: string) => texts.map((m) => sample(m, name));
    into.push({
      t: (Date.now() - started) / 1000,
      rss: of('kalvi_process_resident_memory_bytes'),
      heapUsed: of('kalvi_nodejs_heap_size_used_bytes'),
      heapTotal: of('kalvi_nodejs_heap_size_total_bytes'),
      external: of('kalvi_nodejs_external_memory_bytes'),
      readCache: of('kalvi_cache_bytes{cache="read"}'),
    });
  }, 1000);
  return () => clearInterval(timer);
}

type Figure = Exclude<keyof MemorySample, 't'>;

/**
 * Growth of resident memory from the first to the last 10 s of the measured run [fromS, toS]
 * (issue 18's measure), the same from the cold start, and, to tell a leak from warming up, the
 * mean of every 10 s window since the start: a leak keeps climbing, a bounded cache levels off.
 */
export function memoryReport(
  memory: MemorySample[],
  instances: Instance[],
  fromS: number,
  toS: number,
): { worst: number; lines: string[] } {
  const mean = (list: MemorySample[], what: Figure, k: number) =>
    list.reduce((s, m) => s + (m[what][k] ?? 0), 0) / Math.max(1, list.length);
  const window = (from: number, to: number) => memory.filter((m) => m.t > from && m.t <= to);
  const first = window(fromS, fromS + 10);
  const last = window(toS - 10, toS + 5);
  const cold = window(0, 10);
  let worst = 0;
  const lines: string[] = [];
  instances.forEach((instance, k) => {
    const [a, b] = [mean(first, 'rss', k), mean(last, 'rss', k)];
    const growth = (b - a) / a;
    worst = Math.max(worst, growth);
    const series = (what: Figure) =>
      Array.from({ length: Math.ceil(toS / 10) }, (_, w) =>
        mb(mean(window(w * 10, w * 10 + 10), what, k)),
      ).join(' ');
    lines.push(
      `instance ${k + 1} (:${instance.port}) resident memory: first 10 s ${mb(a)} MB, last 10 s ${mb(b)} MB, growth ${(growth * 100).toFixed(1)} % (from the cold first 10 s of traffic: ${mb(mean(cold, 'rss', k))} MB, ${(((b - mean(cold, 'rss', k)) / mean(cold, 'rss', k)) * 100).toFixed(1)} %)`,
      `  per 10 s, MB: resident ${series('rss')}`,
      `                heap used ${series('heapUsed')}`,
      `                heap total ${series('heapTotal')}`,
      `                external ${series('external')}`,
      `                read cache ${series('readCache')}`,
    );
  });
  return { worst, lines };
}

/**
 * What nginx saw (log format `kalvi_private` in deploy/nginx/kalvi.conf): answers by status,
 * requests nginx retried on the other instance (two upstream statuses, "503, 200"), the slowest
 * requests, and every answer that was not a success.
 */
export function accessLogReport(file: string): string[] {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, status = '', time = '0', upstream = ''] =
        /" (\d{3}) \d+ "[^"]*" "[^"]*" ([\d.]+) "[^"]*" "([^"]*)"/.exec(line) ?? [];
      return { line, status, time: Number(time), retried: upstream.includes(',') };
    });
  const byStatus = new Map<string, number>();
  for (const e of entries) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
  const retried = entries.filter((e) => e.retried);
  // 499: autocannon closed the connection: after its 10 s timeout (a failure, counted), or when the
  // run's time was up with requests in flight (not a failure).
  const timedOut = entries.filter((e) => e.status === '499' && e.time >= 9.9);
  const failed = entries.filter((e) => !/^[23]/.test(e.status) && e.status !== '499');
  const slowest = [...entries].sort((a, b) => b.time - a.time).slice(0, 5);
  return [
    `nginx answers by status: ${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    `nginx retried on the other instance: ${retried.length}`,
    ...retried.slice(0, 10).map((e) => `  ${e.line}`),
    'slowest requests:',
    ...slowest.map((e) => `  ${e.line}`),
    `given up by the client after 10 s: ${timedOut.length}`,
    ...timedOut.slice(0, 10).map((e) => `  ${e.line}`),
    `failed answers (besides 499): ${failed.length}`,
    ...failed.slice(0, 20).map((e) => `  ${e.line}`),
  ];
}

/**
 * The heap that survived each full collection (node --trace-gc lines: "Mark-Compact 120.4
 * (150.1) -> 61.2 (140.0) MB"), by the time it happened: what the program really holds, unlike
 * "heap used", which includes garbage not yet collected. A leak makes it climb.
 */
export function liveHeapReport(instances: Instance[]): string[] {
  return instances.map((instance, k) => {
    const after = instance.logs
      .map((l) => /(\d+) ms: Mark-Compact.*?[\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(l.msg))
      .filter((m) => m !== null)
      .map((m) => `${Math.round(Number(m[1]) / 1000)}s:${Math.round(Number(m[2]))}`);
    return `instance ${k + 1} heap kept after each full collection (s:MB): ${after.join(' ') || 'none'}`;
  });
}
