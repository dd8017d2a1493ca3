import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { questionCourse } from './fixture.ts';

type Headers = Record<string, string>;

describe('an answer tells the asker', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof questionCourse>>;
  let question: string;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const bell = async () => (await call('GET', '/api/notifications', fx.asker.auth)).json().data;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await questionCourse(app, database);
    question = (
      await call('POST', `/api/lessons/${fx.lesson.id}/questions`, fx.asker.auth, {
        title: 'Why does my fetch print a Promise?',
        body: 'I call `fetch(url).json()` and get `Promise { <pending> }`.',
      })
    ).json().data.id;
  });

  it('puts nothing in the bell when the asker answers their own question', async () => {
    const own = await call('POST', `/api/questions/${question}/answers`, fx.asker.auth, {
      body: 'Found it: await.',
    });
    expect(own.statusCode).toBe(201);
    expect(await bell()).toHaveLength(0);
  });

  it("rings the asker's bell once per answer, linking to the thread, and queues the mail", async () => {
    const res = await call('POST', `/api/questions/${question}/answers`, fx.instructor.auth, {
      body: 'Await the response first: `const r = await fetch(url); const j = await r.json();`',
    });
    expect(res.statusCode).toBe(201);
    const answerId = res.json().data.id;
    const rows = await bell();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'answer', read: false });
    expect(rows[0].url).toBe(`/learn/${fx.course.id}/${fx.lesson.id}?question=${question}`);
    const count = (await call('GET', '/api/notifications/unread-count', fx.asker.auth)).json();
    expect(count.data.unread).toBe(1);
    const mails = await database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, rows[0].id),
          eq(notificationDeliveries.channel, 'email'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(answerId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
