import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sessionAttendance } from '../../db/schema.ts';
import { type BbbStub, startBbbStub } from '../../test/bbb-stub.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, dateIn, memberBatch, setSessionTimes } from './fixture.ts';

const MINUTE = 60_000;

async function joinable(app: FastifyInstance, database: Database) {
  const fx = await batchCourse(app, database);
  const made = await memberBatch(app, database, fx, { startDate: dateIn(4), weeks: 1 });
  const s = made.session(0);
  await setSessionTimes(
    database,
    s.id,
    new Date(Date.now() - 5 * MINUTE),
    new Date(Date.now() + 85 * MINUTE),
  );
  const join = () => app.inject({ method: 'POST', url: `/api/live/${s.id}/join`, headers: fx.learner.auth });
  return { fx, made, join };
}

describe('BigBlueButton as the meeting provider', () => {
  let stub: BbbStub;
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    stub = await startBbbStub();
    ({ app, database } = await testApp({ env: { BBB_URL: stub.url, BBB_SECRET: stub.secret } }));
  });
  afterAll(async () => {
    await stub.close();
  });

  it('creates the meeting with a signed call and answers a signed join the server lets in', async () => {
    const { made, join } = await joinable(app, database);
    expect(made.session(0).meetingUrl).toMatch(/^kalvi-[0-9a-f]{32}$/);
    const res = await join();
    expect(res.statusCode, res.body).toBe(200);
    const address = res.json().data.meetingUrl as string;
    expect(address.startsWith(`${stub.url}/api/join?`)).toBe(true);
    expect(new URL(address).searchParams.get('fullName')).toBe('Kavya Raman');
    const create = stub.calls.find((c) => c.call === 'create');
    expect(create).toMatchObject({ signed: true, params: { meetingID: made.session(0).meetingUrl } });
    // The browser opens the join address: the server takes its checksum and sends it in.
    const opened = await fetch(address, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(stub.calls.at(-1)).toMatchObject({ call: 'join', signed: true, params: { role: 'VIEWER' } });
  });

  it('answers 503 with a reason, and notes no attendance, when the server refuses the checksum', async () => {
    const wrong = await testApp({ env: { BBB_URL: stub.url, BBB_SECRET: 'not-the-secret' } });
    const { fx, made, join } = await joinable(wrong.app, wrong.database);
    const res = await join();
    expect(res.statusCode).toBe(503);
    const noted = await wrong.database.db
      .select()
      .from(sessionAttendance)
      .where(
        and(eq(sessionAttendance.sessionId, made.session(0).id), eq(sessionAttendance.userId, fx.learner.id)),
      );
    expect(noted).toHaveLength(0);
    expect(res.json().message).toBe('The meeting server is not answering; please try again in a minute');
    expect(stub.calls.at(-1)).toMatchObject({ call: 'create', signed: false });
  });

  it('refuses BBB_URL without BBB_SECRET at start', async () => {
    await expect(testApp({ env: { BBB_URL: stub.url } })).rejects.toThrow(/BBB_URL and BBB_SECRET/);
  });
});
