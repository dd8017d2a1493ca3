import { PRACTICE_PAGE_SIZE } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { exerciseInput, insertExercise } from './fixture.ts';

describe('the practice set (docs/decisions/172)', () => {
  let app: FastifyInstance;
  let database: Database;
  const topic = unique('topic-');
  const slugs: string[] = [];

  beforeAll(async () => {
    ({ app, database } = await testApp({ judge: new ScriptedJudge() }));
    const languages = ['python', 'javascript', 'sql'] as const;
    const difficulties = ['easy', 'medium', 'hard'] as const;
    for (let i = 0; i < PRACTICE_PAGE_SIZE + 7; i++) {
      const slug = `${topic}-${String(i).padStart(2, '0')}`;
      slugs.push(slug);
      await insertExercise(
        database,
        { slug },
        exerciseInput({
          language: languages[i % 3],
          difficulty: difficulties[i % 3],
          topic,
          title: { en: `Problem ${i}`, ta: `கணக்கு ${i}` },
        }),
      );
    }
    await insertExercise(database, { slug: `${topic}-draft` }, exerciseInput({ topic }), false);
  });

  const list = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/practice?topic=${topic}${query}`, headers });

  it('pages the published problems of a topic, easiest first, drafts left out', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toMatchObject({ total_items: PRACTICE_PAGE_SIZE + 7, total_pages: 2 });
    const items = first.json().data as { difficulty: string; slug: string }[];
    expect(items).toHaveLength(PRACTICE_PAGE_SIZE);
    expect(items.slice(0, 9).every((p) => p.difficulty === 'easy')).toBe(true);
    const second = await list('&page=2');
    expect(second.json().data).toHaveLength(7);
    expect(JSON.stringify(first.json()) + JSON.stringify(second.json())).not.toContain(`${topic}-draft`);
  });

  it('filters by language and difficulty, and titles read in the reader’s language', async () => {
    const res = await list('&language=sql&difficulty=hard', { 'accept-language': 'ta' });
    const items = res.json().data as {
      language: string;
      difficulty: string;
      title: string;
      languageName: string;
    }[];
    expect(items.length).toBe(9);
    expect(
      items.every((p) => p.language === 'sql' && p.difficulty === 'hard' && p.languageName === 'SQL'),
    ).toBe(true);
    expect(items[0]?.title).toMatch(/^கணக்கு/);
    expect((await list('&language=cobol')).statusCode).toBe(400);
  });

  it('marks the problems the signed-in learner solved, with acceptance computed on the server', async () => {
    const learner = await createTestUser(app, database);
    const [target] = (await list('&language=python&difficulty=easy')).json().data as {
      id: string;
      slug: string;
    }[];
    if (!target) throw new Error('no problem');
    for (const code of ['print(1)\n# fail 0\n', 'print(input()[::-1])']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/exercises/${target.id}/submissions`,
        headers: learner.auth,
        payload: { code, kind: 'submit' },
      });
      expect(res.statusCode).toBe(202);
      await app.judging.settled();
    }
    const mine = (await list('&language=python&difficulty=easy', learner.auth)).json().data;
    expect(mine[0]).toMatchObject({ id: target.id, solvedByMe: true, solvers: 1, acceptanceRate: 0.5 });
    expect(mine.slice(1).every((p: { solvedByMe: boolean }) => !p.solvedByMe)).toBe(true);
    expect((await list('&language=python&difficulty=easy')).json().data[0].solvedByMe).toBe(false);
    const bySlug = await app.inject({
      method: 'GET',
      url: `/api/practice/${target.slug}`,
      headers: learner.auth,
    });
    expect(bySlug.json().data).toMatchObject({
      solved: true,
      practice: { slug: target.slug, acceptanceRate: 0.5 },
    });
    expect((await app.inject({ method: 'GET', url: `/api/practice/${topic}-draft` })).statusCode).toBe(404);
  });

  it('lists the topics of published problems for the filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/practice/topics' });
    expect(res.json().data).toContain(topic);
  });
});
