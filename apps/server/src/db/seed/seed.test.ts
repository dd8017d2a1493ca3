import { verify } from '@node-rs/argon2';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import * as schema from '../schema.ts';
import { DEMO_COURSE_TITLE, DEMO_CURRENT_COURSE_TITLE, DEMO_USER } from './accounts.ts';
import { COURSE_CATEGORIES, SEED_COURSES } from './courses.ts';
import { DAY_MS, type EventRow, HOUR_MS, isOpen, isUpcoming, NOW, seatsLeft, statusOf } from './fixture.ts';
import { seedDatabase } from './index.ts';
import { seedLarge } from './large.ts';
import { SEED_LEARNERS } from './learners.ts';

describe('seedDatabase', () => {
  let database: Database;
  let db: Database['db'];
  const messages: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    db = database.db;
    await database.migrate();
    await seedDatabase(db, { now: NOW, log: (m) => messages.push(m) });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('seeds a varied catalogue with one hidden course', async () => {
    const courses = await db.select().from(schema.courses);
    const published = courses.filter((c) => c.isPublished);
    expect(courses).toHaveLength(SEED_COURSES.length);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(courses.filter((c) => !c.isPublished)).toHaveLength(1);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(new Set(published.map((c) => c.level))).toEqual(new Set(['Beginner', 'Intermediate', 'Advanced']));
    expect(published.filter((c) => c.courseFee === 0).length).toBeGreaterThanOrEqual(3);
    expect(published.filter((c) => c.originalCourseFee > c.courseFee).length).toBeGreaterThanOrEqual(10);
    expect(
      published.filter((c) => c.courseFee > 0 && c.originalCourseFee === c.courseFee).length,
    ).toBeGreaterThan(0);
    for (const c of courses) {
      expect(c.originalCourseFee).toBeGreaterThanOrEqual(c.courseFee);
      expect(c.publicationDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(c.publicationDate.getTime()).toBeGreaterThan(NOW.getTime() - 2 * 365 * DAY_MS);
      expect(c.graduation).not.toBe('');
    }
    const items = await db
      .select({ courseId: schema.courseLearningItems.courseId, n: count() })
      .from(schema.courseLearningItems)
      .groupBy(schema.courseLearningItems.courseId);
    expect(items).toHaveLength(courses.length);
    for (const { n } of items) {
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it('keeps every course rating equal to the average of its reviews', async () => {
    const courses = await db.select().from(schema.courses);
    const reviews = await db.select().from(schema.reviews);
    const enrolments = await db.select().from(schema.courseEnrollments);
    expect(reviews.length).toBeGreaterThan(100);
    for (const c of courses) {
      const mine = reviews.filter((r) => r.courseId === c.id);
      const sum = mine.reduce((s, r) => s + r.rating, 0);
      const expected = mine.length === 0 ? 0 : Math.round((sum * 10) / mine.length) / 10;
      expect(c.rating, c.title).toBeCloseTo(expected, 5);
      expect(c.numReviews, c.title).toBe(mine.length);
      const enrolled = enrolments.filter((e) => e.courseId === c.id).length;
      expect(c.numStudents, c.title).toBeGreaterThanOrEqual(enrolled);
      if (c.isPublished) {
        expect(mine.length, c.title).toBeGreaterThanOrEqual(3);
        expect(c.rating, c.title).toBeGreaterThanOrEqual(3.3);
      } else {
        expect(mine).toHaveLength(0);
      }
    }
    const ratings = courses.filter((c) => c.isPublished).map((c) => c.rating);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThanOrEqual(0.5);
  });

  it('writes reviews only on courses the reviewer is enrolled in, in the past', async () => {
    const enrolments = await db.select().from(schema.courseEnrollments);
    const enrolled = new Set(enrolments.map((e) => `${e.userId}/${e.courseId}`));
    const byPair = new Map(enrolments.map((e) => [`${e.userId}/${e.courseId}`, e]));
    const reviews = await db.select().from(schema.reviews);
    for (const r of reviews) {
      expect(enrolled.has(`${r.userId}/${r.courseId}`)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeLessThanOrEqual(1000);
      expect(r.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(
        byPair.get(`${r.userId}/${r.courseId}`)?.createdAt.getTime() ?? 0,
      );
    }
    expect(reviews.some((r) => r.comment.includes('Tamil'))).toBe(true);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
  });

  it('seeds events in every status, type and mode', async () => {
    const events = await db.select().from(schema.events);
    expect(events.length).toBeGreaterThanOrEqual(30);
    const statuses = events.map((e) => statusOf(e, NOW));
    for (const s of ['upcoming', 'ongoing', 'completed']) expect(statuses).toContain(s);
    expect(statuses.filter((s) => s === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['bootcamp', 'workshop', 'webinar', 'conference', 'meetup']),
    );
    expect(new Set(events.map((e) => e.mode))).toEqual(new Set(['online', 'offline', 'hybrid']));
    for (const e of events) {
      expect(e.imageUrl).toBe('');
      expect(e.endDate.getTime()).toBeGreaterThan(e.startDate.getTime());
      expect(e.registrationDeadline.getTime()).toBeLessThan(e.startDate.getTime());
      expect(e.skillsCovered.length).toBeGreaterThan(0);
      expect(e.prerequisites.length).toBeGreaterThan(0);
      expect(e.instructorName).not.toBe('');
      if (e.isFree) {
        expect(e.price).toBe(0);
        expect(e.originalPrice).toBe(0);
      } else {
        expect(e.price).toBeGreaterThan(0);
        expect(e.originalPrice).toBeGreaterThanOrEqual(e.price);
      }
      if (e.mode === 'online') expect(e.location).toMatch(/^Online/);
      else expect(e.location).not.toMatch(/^Online/);
      // Durations agree with the dates: hours for one session, calendar days (IST) otherwise.
      if (e.durationDays === 0) {
        expect(e.endDate.getTime() - e.startDate.getTime()).toBe(e.durationHours * HOUR_MS);
      } else {
        const istDay = (d: Date) => Math.floor((d.getTime() + 330 * 60_000) / DAY_MS);
        expect(istDay(e.endDate) - istDay(e.startDate) + 1).toBe(e.durationDays);
        expect(e.durationHours).toBeGreaterThan(0);
      }
    }
    expect(events.some((e) => e.isFree)).toBe(true);
    expect(events.some((e) => !e.isFree && e.originalPrice > e.price)).toBe(true);
    expect(events.some((e) => !e.isFree && e.originalPrice === e.price)).toBe(true);
  });

  it('has the upcoming situations the event screens must show', async () => {
    const events = (await db.select().from(schema.events)).filter((e) => !e.cancelled);
    const lowSeats = (e: EventRow) => isOpen(e) && seatsLeft(e) >= 1 && seatsLeft(e) <= 5;
    expect(events.filter((e) => lowSeats(e) && e.isFree).length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => lowSeats(e) && !e.isFree).length).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => isOpen(e) && seatsLeft(e) === 0).length).toBeGreaterThanOrEqual(1);
    expect(
      events.filter((e) => isUpcoming(e) && e.registrationDeadline < NOW && seatsLeft(e) > 0).length,
    ).toBeGreaterThanOrEqual(1);
    expect(events.filter((e) => isOpen(e) && seatsLeft(e) > 5).length).toBeGreaterThanOrEqual(5);
  });

  it('backs every taken seat with an enrolment row', async () => {
    const events = await db.select().from(schema.events);
    const counts = await db
      .select({ eventId: schema.eventEnrollments.eventId, n: count() })
      .from(schema.eventEnrollments)
      .groupBy(schema.eventEnrollments.eventId);
    const byEvent = new Map(counts.map((c) => [c.eventId, c.n]));
    for (const e of events) expect(byEvent.get(e.id) ?? 0, e.title).toBe(e.seatsTaken);
    const enrolments = await db.select().from(schema.eventEnrollments);
    const eventById = new Map(events.map((e) => [e.id, e]));
    for (const en of enrolments) {
      const e = eventById.get(en.eventId);
      expect(en.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(en.createdAt.getTime()).toBeLessThanOrEqual(e?.registrationDeadline.getTime() ?? 0);
    }
  });

  it('creates the demo learner with something to show', async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    expect(demo).toBeDefined();
    if (!demo) return;
    expect(demo.firstName).toBe(DEMO_USER.firstName);
    expect(demo.phone).toBe(DEMO_USER.phone);
    expect(demo.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(demo.passwordHash, DEMO_USER.password)).toBe(true);

    const courses = await db
      .select({ title: schema.courses.title, fee: schema.courses.courseFee })
      .from(schema.courseEnrollments)
      .innerJoin(schema.courses, eq(schema.courses.id, schema.courseEnrollments.courseId))
      .where(eq(schema.courseEnrollments.userId, demo.id));
    expect(courses).toEqual(
      expect.arrayContaining([
        { title: DEMO_COURSE_TITLE, fee: 0 },
        { title: DEMO_CURRENT_COURSE_TITLE, fee: expect.any(Number) },
      ]),
    );
    expect(courses).toHaveLength(2);

    const events = await db
      .select({ event: schema.events })
      .from(schema.eventEnrollments)
      .innerJoin(schema.events, eq(schema.events.id, schema.eventEnrollments.eventId))
      .where(eq(schema.eventEnrollments.userId, demo.id));
    expect(events).toHaveLength(1);
    const event = events[0]?.event;
    expect(event?.isFree).toBe(true);
    expect(event && isOpen(event)).toBe(true);

    const reviews = await db.select().from(schema.reviews).where(eq(schema.reviews.userId, demo.id));
    expect(reviews).toHaveLength(1);
  });

  it("puts questions on the demo learner's current course, some answered by the instructor, some waiting", async () => {
    const [course] = await db
      .select()
      .from(schema.courses)
      .where(eq(schema.courses.title, DEMO_CURRENT_COURSE_TITLE));
    const questions = await db
      .select()
      .from(schema.lessonQuestions)
      .where(eq(schema.lessonQuestions.courseId, course?.id ?? ''));
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => q.firstAnsweredAt === null).length).toBeGreaterThanOrEqual(2);
    expect(questions.some((q) => q.acceptedAnswerId !== null)).toBe(true);
    const answers = await db.select().from(schema.questionAnswers);
    expect(answers.some((a) => a.official)).toBe(true);
    for (const q of questions)
      expect(q.answerCount).toBe(answers.filter((a) => a.questionId === q.id).length);
  });

  it('gives every published course with live lessons two upcoming batches (ta, en) and a running one', async () => {
    const rows = await db.execute<{
      course_id: string;
      language: string;
      running: boolean;
      upcoming: boolean;
    }>(sql`
      select b.course_id, b.language,
        min(s.starts_at) < ${NOW} and max(s.ends_at) > ${NOW} as running,
        min(s.starts_at) > ${NOW} and b.enrolment_deadline > ${NOW} as upcoming
      from batches b join batch_sessions s on s.batch_id = b.id group by b.id`);
    const live = await db.execute<{ id: string }>(sql`
      select c.id from courses c where c.is_published
        and exists (select 1 from lessons l where l.course_id = c.id and l.kind = 'live')`);
    expect(live.rows.length).toBeGreaterThanOrEqual(24);
    for (const { id } of live.rows) {
      const mine = rows.rows.filter((r) => r.course_id === id);
      expect(mine.filter((r) => r.running)).toHaveLength(1);
      expect(
        mine
          .filter((r) => r.upcoming)
          .map((r) => r.language)
          .sort(),
      ).toEqual(['en', 'ta']);
    }
  });

  it("puts the demo learner in their current course's running batch, two past sessions attended, one recorded", async () => {
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_USER.email));
    const sessions = await db.execute<{
      ended: boolean;
      attended: boolean;
      recorded: boolean;
      title: string;
    }>(sql`
      select s.ends_at < ${NOW} as ended, a.user_id is not null as attended,
        s.recording_url is not null as recorded, c.title
      from batch_members m join batches b on b.id = m.batch_id join courses c on c.id = b.course_id
      join batch_sessions s on s.batch_id = b.id
      left join session_attendance a on a.session_id = s.id and a.user_id = m.user_id
      where m.user_id = ${demo?.id}`);
    expect(new Set(sessions.rows.map((s) => s.title))).toEqual(new Set([DEMO_CURRENT_COURSE_TITLE]));
    const past = sessions.rows.filter((s) => s.ended);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(past.filter((s) => s.attended)).toHaveLength(2);
    expect(past.filter((s) => s.recorded)).toHaveLength(1);
    expect(sessions.rows.filter((s) => !s.ended).length).toBeGreaterThan(5);
  });

  it('creates filler learners with one shared, unknown password', async () => {
    const users = await db.select().from(schema.users);
    const fillers = users.filter((u) => u.email.endsWith('@example.com'));
    expect(fillers).toHaveLength(SEED_LEARNERS.length);
    expect(new Set(fillers.map((u) => u.passwordHash)).size).toBe(1);
    for (const u of fillers) {
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
      expect(u.phone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('does nothing the second time', async () => {
    const tables = [
      schema.users,
      schema.courses,
      schema.courseLearningItems,
      schema.courseEnrollments,
      schema.reviews,
      schema.events,
      schema.eventEnrollments,
    ] as const;
    const countAll = () =>
      Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n ?? 0));
    const before = await countAll();
    await seedDatabase(db, { now: new Date(NOW.getTime() + 3 * DAY_MS), log: (m) => messages.push(m) });
    expect(await countAll()).toEqual(before);
    expect(messages.at(-1)).toMatch(/already exist/);
    expect(messages[0]).toMatch(/^Seeded \d+ courses/);
  });

  it('adds a large data set on top, each review backed by an enrolment, with consistent ratings', async () => {
    const totals = async () => ({
      courses: (await db.select({ n: count() }).from(schema.courses))[0]?.n ?? 0,
      reviews: (await db.select({ n: count() }).from(schema.reviews))[0]?.n ?? 0,
      users: (await db.select({ n: count() }).from(schema.users))[0]?.n ?? 0,
    });
    const before = await totals();
    const sessionsBefore = (await db.select({ n: count() }).from(schema.batchSessions))[0]?.n ?? 0;
    await seedLarge(db, { now: NOW, courses: 300, reviews: 3000, users: 60 });
    const after = await totals();
    // A tenth of the courses get a batch of 100 daily sessions, 40 learners each.
    const sessionsAfter = (await db.select({ n: count() }).from(schema.batchSessions))[0]?.n ?? 0;
    expect(sessionsAfter - sessionsBefore).toBe(30 * 100);
    const busy = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from batch_members m join users u on u.id = m.user_id
      where u.email = 'perf.learner.1@example.com'`);
    expect(busy.rows[0]?.n).toBe(20);
    expect(after).toEqual({
      courses: before.courses + 300,
      reviews: before.reviews + 3000,
      users: before.users + 60,
    });
    const orphans = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from reviews r
      where not exists (select 1 from course_enrollments e where e.user_id = r.user_id and e.course_id = r.course_id)
    `);
    expect(orphans.rows[0]?.n).toBe(0);
    const mismatched = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from courses c
      left join (select course_id, count(*)::int as k, round(avg(rating)::numeric, 1)::real as a
                 from reviews group by course_id) r on r.course_id = c.id
      where c.num_reviews <> coalesce(r.k, 0) or c.rating <> coalesce(r.a, 0)
    `);
    expect(mismatched.rows[0]?.n).toBe(0);
  });
});
