/**
 * Test support for the feed suites: an app wired to local stand-ins of the three upstream
 * services, closed again by `closeRigs` after every test, and the upstream answers they share.
 */
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import {
  type AtomEntry,
  atomFeed,
  type CfProblem,
  cfOk,
  type StandIn,
  startStandIn,
  wikiSearch,
} from '../../test/feed-stand-ins.ts';
import { testApp } from '../../test/harness.ts';

export const TIMEOUT_MS = 300;

interface Rig {
  app: FastifyInstance;
  cf: StandIn;
  arxiv: StandIn;
  wiki: StandIn;
}

export const open: { close(): Promise<unknown> }[] = [];

export async function rig(env: Record<string, string> = {}, standIns?: Omit<Rig, 'app'>): Promise<Rig> {
  const upstreams = standIns ?? {
    cf: await startStandIn('/api', () => cfOk([])),
    arxiv: await startStandIn('/api', () => atomFeed([])),
    wiki: await startStandIn('/w/api.php', () => wikiSearch([])),
  };
  if (!standIns) open.push(upstreams.cf, upstreams.arxiv, upstreams.wiki);
  const { app } = await testApp({
    env: {
      CODEFORCES_API_URL: upstreams.cf.baseUrl,
      ARXIV_API_URL: upstreams.arxiv.baseUrl,
      WIKIPEDIA_API_URL: upstreams.wiki.baseUrl,
      ...env,
    },
    // Short waits so a test of the timeout takes a moment, not five seconds.
    adjust: (config) => {
      config.feeds.timeoutMs = TIMEOUT_MS;
      config.feeds.spacingMs = { codeforces: 0, arxiv: 0, wikipedia: 0 };
    },
  });
  open.push(app);
  return { app, ...upstreams };
}

/** Closes every app and stand-in a test opened, and puts the clock back; run after every test. */
export async function closeRigs(): Promise<void> {
  vi.useRealTimers();
  for (const thing of open.splice(0).reverse()) await thing.close();
}

export async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export function paging(
  current_page: number,
  total_pages: number,
  total_items: number,
  items_per_page: number,
) {
  return { current_page, total_pages, total_items, items_per_page };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** 45 rated problems of 800..2600 in steps of 100 (cycled), plus the ones the service gives without rating or contest. */
export function problemset(): CfProblem[] {
  const rated = Array.from({ length: 45 }, (_, i) => ({
    contestId: 2000 - i,
    index: i % 2 ? 'B1' : 'A',
    name: `Problem ${i}`,
    rating: 800 + (i % 19) * 100,
    tags: ['dp', 'greedy', 'math', 'graphs', 'strings'].slice(0, 1 + (i % 5)),
  }));
  return [
    ...rated,
    { contestId: 1999, index: 'Z', name: 'Unrated one', tags: ['dp'] },
    { index: 'A', name: 'No contest', rating: 1500, tags: ['dp'] },
  ];
}
export function entry(n: number, over: Partial<AtomEntry> = {}): AtomEntry {
  return {
    id: `2603.${String(n).padStart(5, '0')}v1`,
    title: `Paper ${n}`,
    summary: `Summary of paper ${n}.`,
    published: '2026-03-05T17:59:58Z',
    authors: ['Asha Raman', 'Vikram Iyer'],
    ...over,
  };
}
