import { CERTIFICATE_ID_PATTERN } from '@kalvi/shared';
import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import {
  DEMO_ADMIN,
  DEMO_COURSE_TITLE,
  DEMO_CURRENT_COURSE_TITLE,
  DEMO_INSTRUCTOR,
  DEMO_USER,
} from './accounts.ts';
import { NOW } from './fixture.ts';
import { seedDatabase } from './index.ts';
import { TAMIL_COURSES, TAMIL_EVENTS } from './tamil.ts';

describe('seeded Tamil texts, classroom and staff', () => {
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
      // Programming courses add exercise lessons (seedExercises); every course has the other kinds.
      const kinds = new Set(mine.map((l) => l.kind));
      kinds.delete('exercise');
      expect(kinds).toEqual(new Set(['video', 'reading', 'live', 'project', 'quiz']));
      expect(mine.some((l) => l.isPreview)).toBe(true);
      const live = mine.filter((l) => l.kind === 'live');
      expect(live.some((l) => l.startsAt && l.startsAt < NOW && l.recordingUrl !== '')).toBe(true);
      expect(live.some((l) => l.startsAt && l.startsAt > NOW)).toBe(true);
      const quiz = mine.find((l) => l.kind === 'quiz');
      expect(quiz?.quizQuestions.length).toBeGreaterThan(0);
      for (const q of quiz?.quizQuestions ?? []) expect(q.options[q.answer]).toBeDefined();
    }
  });

  it('seeds published exercises with hidden tests, and the demo learner solved some and failed one', async () => {
    const rows = await db.select().from(schema.exercises);
    const practice = rows.filter((e) => e.slug !== null);
    expect(practice.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((e) => e.lessonId !== null)).toBe(true);
    expect(rows.every((e) => e.published)).toBe(true);
    const tests = await db.select().from(schema.exerciseTests);
    for (const e of rows) {
      const mine = tests.filter((t) => t.exerciseId === e.id);
      expect(mine.some((t) => t.sample) && mine.some((t) => !t.sample), e.titleEn).toBe(true);
    }
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    const history = await db
      .select()
      .from(schema.exerciseSubmissions)
      .where(eq(schema.exerciseSubmissions.userId, demo?.id ?? ''));
    expect(history.filter((s) => s.verdict === 'accepted').length).toBeGreaterThanOrEqual(1);
    expect(history.filter((s) => s.verdict !== 'accepted')).toHaveLength(1);
    expect(history.every((s) => s.status === 'done')).toBe(true);
    const solved = practice.find((e) => e.id === history.find((s) => s.verdict === 'accepted')?.exerciseId);
    expect(solved).toMatchObject({ attempts: 1, accepted: 1, solvers: 1 });
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

  it('creates the demo admin and the demo instructor, and every other seeded account is a learner', async () => {
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ADMIN.email));
    expect(admin?.role).toBe('admin');
    expect(await verify(admin?.passwordHash ?? '', DEMO_ADMIN.password)).toBe(true);
    const [teacher] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_INSTRUCTOR.email));
    expect(teacher?.role).toBe('instructor');
    expect(await verify(teacher?.passwordHash ?? '', DEMO_INSTRUCTOR.password)).toBe(true);
    const roles = await db
      .select({ role: schema.users.role, n: count() })
      .from(schema.users)
      .groupBy(schema.users.role);
    expect(Object.fromEntries(roles.map((r) => [r.role, r.n]))).toMatchObject({ admin: 1, instructor: 1 });
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'instructor', 'learner']);
  });

  it('gives every seeded course and event its instructor record, the demo instructor owning the current course', async () => {
    const records = await db.select().from(schema.instructors);
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(new Set(records.map((r) => r.name)).size).toBe(records.length);
    for (const row of [
      ...(await db.select().from(schema.courses)),
      ...(await db.select().from(schema.events)),
    ]) {
      expect(byId.get(row.instructorId ?? '')?.name, row.title).toBe(row.instructorName);
    }
    const [teacher] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_INSTRUCTOR.email));
    const [current] = await db
      .select({ instructorId: schema.courses.instructorId })
      .from(schema.courses)
      .where(eq(schema.courses.title, DEMO_CURRENT_COURSE_TITLE));
    expect(byId.get(current?.instructorId ?? '')?.userId).toBe(teacher?.id);
    expect(records.filter((r) => r.userId !== null)).toHaveLength(1);
  });
});
