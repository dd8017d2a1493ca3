import { CERTIFICATE_ID_PATTERN } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import { DEMO_COURSE_TITLE, DEMO_CURRENT_COURSE_TITLE, DEMO_USER, seedDatabase } from './index.ts';
import { TAMIL_COURSES, TAMIL_EVENTS } from './tamil.ts';
import { NOW } from './test-support.ts';

describe('seeded Tamil texts and classroom', () => {
  let database: Database;
  let db: Database['db'];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    db = database.db;
    await database.migrate();
    await seedDatabase(db, { now: NOW });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('gives every course taught in Tamil, and the Tamil events, real Tamil texts', async () => {
    const tamilScript = /[\u0B80-\u0BFF]/;
    const courses = await db.select().from(schema.courses);
    const taughtInTamil = courses.filter((c) => c.language === 'Tamil');
    expect(taughtInTamil.length).toBeGreaterThan(0);
    for (const c of taughtInTamil) {
      expect(c.titleTa, c.title).toMatch(tamilScript);
      expect(c.courseDescriptionTa, c.title).toMatch(tamilScript);
    }
    // Every Tamil text names a seeded course or event, so a renamed one cannot lose it silently.
    for (const title of Object.keys(TAMIL_COURSES)) expect(courses.map((c) => c.title)).toContain(title);
    const events = await db.select().from(schema.events);
    for (const title of Object.keys(TAMIL_EVENTS)) {
      expect(events.find((e) => e.title === title)?.descriptionTa, title).toMatch(tamilScript);
    }
  });

  it('gives every course sections and every kind of lesson, with previews and live sessions on both sides of now', async () => {
    const courses = await db.select({ id: schema.courses.id }).from(schema.courses);
    const lessons = await db.select().from(schema.lessons);
    const sections = await db.select().from(schema.courseSections);
    for (const course of courses) {
      const mine = lessons.filter((l) => l.courseId === course.id);
      expect(sections.filter((s) => s.courseId === course.id).length).toBeGreaterThanOrEqual(2);
      expect(new Set(mine.map((l) => l.kind))).toEqual(
        new Set(['video', 'reading', 'live', 'project', 'quiz']),
      );
      expect(mine.some((l) => l.isPreview)).toBe(true);
      const live = mine.filter((l) => l.kind === 'live');
      expect(live.some((l) => l.startsAt && l.startsAt < NOW && l.recordingUrl !== '')).toBe(true);
      expect(live.some((l) => l.startsAt && l.startsAt > NOW)).toBe(true);
      const quiz = mine.find((l) => l.kind === 'quiz');
      expect(quiz?.quizQuestions.length).toBeGreaterThan(0);
      for (const q of quiz?.quizQuestions ?? []) expect(q.options[q.answer]).toBeDefined();
    }
  });

  it('has the demo learner partway through one course and holding a certificate for another', async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    const byTitle = async (title: string) => {
      const [c] = await db.select().from(schema.courses).where(eq(schema.courses.title, title));
      if (!c) throw new Error(`missing ${title}`);
      return c;
    };
    const done = await byTitle(DEMO_COURSE_TITLE);
    const current = await byTitle(DEMO_CURRENT_COURSE_TITLE);
    const progress = await db
      .select()
      .from(schema.lessonProgress)
      .where(eq(schema.lessonProgress.userId, demo?.id ?? ''));
    const required = await db.select().from(schema.lessons).where(eq(schema.lessons.isRequired, true));
    const requiredOf = (courseId: string) => required.filter((l) => l.courseId === courseId).length;
    const doneOf = (courseId: string) => progress.filter((p) => p.courseId === courseId).length;
    expect(doneOf(done.id)).toBe(requiredOf(done.id));
    expect(doneOf(current.id)).toBeGreaterThan(0);
    expect(doneOf(current.id)).toBeLessThan(requiredOf(current.id));
    const certs = await db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.userId, demo?.id ?? ''));
    expect(certs).toHaveLength(1);
    expect(certs[0]).toMatchObject({ courseId: done.id, recipientName: 'Priya Raman', revokedAt: null });
    expect(certs[0]?.id).toMatch(CERTIFICATE_ID_PATTERN);
  });
});
