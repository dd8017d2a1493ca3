import net from 'node:net';
import { migrationCount } from '@kalvi/server/test-support';
import { cfOk, type StandIn, startStandIn } from '@kalvi/server/test-support/feed-stand-ins';
import { afterAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from './helpers/instance.ts';
import { freshDatabase, query } from './helpers/postgres.ts';

const migrations = migrationCount();

describe('start-up and shutdown', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('two instances starting together on an empty database migrate it once, and both come up', async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    const [a, b] = await Promise.all([
      startInstance({ DATABASE_URL: database.url }),
      startInstance({ DATABASE_URL: database.url }),
    ]);
    cleanup.push(() => Promise.all([a?.stop(), b?.stop()]));
    await Promise.all([a?.ready(), b?.ready()]);
    const { rows } = await query<{ n: string }>(
      database.url,
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(rows[0]?.n)).toBe(migrations);
    for (const instance of [a, b] as Instance[]) {
      expect(instance.logs.filter((l) => l.level >= 50)).toEqual([]);
    }
  });

  it('on SIGTERM stops taking new requests, finishes the one in flight, and exits 0', async () => {
    const database = await freshDatabase();
    cleanup.push(database.drop);
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    let arrived!: () => void;
    const upstreamCalled = new Promise<void>((r) => {
      arrived = r;
    });
    const codeforces: StandIn = await startStandIn('/api', async () => {
      arrived();
      await released;
      return cfOk([{ contestId: 1, index: 'A', name: 'Slow answer', rating: 800, tags: ['math'] }]);
    });
    cleanup.push(() => codeforces.close());
    const instance = await startInstance({
      DATABASE_URL: database.url,
      CODEFORCES_API_URL: codeforces.baseUrl,
    });
    cleanup.push(() => instance.stop());
    await instance.ready();

    const inFlight = fetch(`${instance.url}/api/feeds/problems`);
    await upstreamCalled;
    instance.process.kill('SIGTERM');
    await instance.waitForLog((l) => l.msg.startsWith('SIGTERM received'));
    // New connections are refused while the request in flight is still waiting for its answer.
    // (A fresh TCP connection each time: fetch would reuse a kept-alive one.)
    let refused = false;
    while (!refused) {
      refused = await new Promise<boolean>((resolveTry) => {
        const socket = net.connect(instance.port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolveTry(false);
        });
        socket.once('error', (err: Error & { code?: string }) => resolveTry(err.code === 'ECONNREFUSED'));
      });
    }
    expect(instance.process.exitCode).toBeNull();

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('Slow answer');
    expect(await instance.exited).toBe(0);
  });
});
