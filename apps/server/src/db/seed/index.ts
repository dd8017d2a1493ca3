import { randomBytes, randomUUID } from 'node:crypto';
import { DEVELOPMENT_GSTIN, PLACEHOLDER_GSTINS } from '@kalvi/shared';
import { hash } from '@node-rs/argon2';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import {
  DEMO_ADMIN,
  DEMO_COURSE_TITLE,
  DEMO_CURRENT_COURSE_TITLE,
  DEMO_INSTRUCTOR,
  DEMO_USER,
  insertInstructors,
  staffAccounts,
} from './accounts.ts';
import { seedBatches } from './batches.ts';
import { SEED_COURSES } from './courses.ts';
import { type SeedCurriculum, seedCurriculum } from './curriculum.ts';
import { type DemoClassroom, type DemoCourse, demoClassroom, insertClassroom } from './demo-classroom.ts';
import { planEvents } from './event-plan.ts';
import { istMidnight } from './events.ts';
import { EXERCISE_CONTENT } from './exercise-content/index.ts';
import { seedExercises } from './exercises.ts';
import { fillerEmail, fillerPhone, reviewComment, SEED_LEARNERS } from './learners.ts';
import { seedQuestions } from './questions.ts';
import { Random, ratingsNear } from './random.ts';
import { TAMIL_COURSES } from './tamil.ts';
import { insertInBatches, recomputeCourseCounters, type Tx } from './util.ts';

export interface SeedOptions {
  now?: Date;
  log?: (msg: string) => void;
  /** Where the seeded live sessions' Jitsi rooms are (JITSI_BASE_URL). */
  meetingsBaseUrl?: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Any fixed number: the same seed gives the same learners, enrolments and reviews. */
const RANDOM_SEED = 20_250_101;
/** Serialises concurrent seeders on a shared PostgreSQL (a no-op cost on PGlite). */
const SEED_LOCK_KEY = 7_205_118;

type NewUser = typeof schema.users.$inferInsert;
type NewCourse = typeof schema.courses.$inferInsert;
type NewLearningItem = typeof schema.courseLearningItems.$inferInsert;
type NewReview = typeof schema.reviews.$inferInsert;
type NewCourseEnrollment = typeof schema.courseEnrollments.$inferInsert;
type PlannedEvents = ReturnType<typeof planEvents>;

/** Rows keyed by e-mail where a user is meant, so an account that already exists is reused. */
interface SeedPlan {
  users: NewUser[];
  courses: NewCourse[];
  learningItems: NewLearningItem[];
  courseEnrollments: (Omit<NewCourseEnrollment, 'userId'> & { email: string })[];
  reviews: (Omit<NewReview, 'userId'> & { email: string })[];
  events: PlannedEvents['events'];
  eventEnrollments: PlannedEvents['enrollments'];
  curriculum: SeedCurriculum;
  demoClassroom: DemoClassroom | null;
}

/**
 * Fill an empty database with the demo catalogue: courses, events, the demo learner, filler
 * learners with enrolments and reviews. Does nothing when any course exists.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});

  if ((await countCourses(db)) > 0) {
    log('Courses already exist: demo data not seeded again.');
    return;
  }

  // Hashing is the slow part: once for the demo account, once shared by every filler account.
  // Filler accounts get a random password nobody knows, so they cannot be signed into.
  const [demoHash, fillerHash, adminHash, instructorHash] = await Promise.all([
    hash(DEMO_USER.password),
    hash(randomBytes(24).toString('base64url')),
    hash(DEMO_ADMIN.password),
    hash(DEMO_INSTRUCTOR.password),
  ]);
  const plan = buildSeedPlan(now, demoHash, fillerHash);
  plan.users.push(...staffAccounts(adminHash, instructorHash));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countCourses(tx)) > 0) return false;
    await insertPlan(tx, plan, now, opts.meetingsBaseUrl ?? 'https://meet.jit.si');
    // Development invoices carry a GSTIN that passes the checksum (docs/decisions/178).
    await tx
      .update(schema.academySettings)
      .set({ gstin: DEVELOPMENT_GSTIN })
      .where(inArray(schema.academySettings.gstin, [...PLACEHOLDER_GSTINS]));
    return true;
  });

  if (!seeded) {
    log('Courses were seeded by another process meanwhile: nothing to do.');
    return;
  }
  log(
    `Seeded ${plan.courses.length} courses, ${plan.events.length} events, ${plan.users.length} learners ` +
      `(demo: ${DEMO_USER.email} / ${DEMO_USER.password}; admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}; instructor: ${DEMO_INSTRUCTOR.email} / ${DEMO_INSTRUCTOR.password}), ${plan.courseEnrollments.length} course enrolments, ` +
      `${plan.reviews.length} reviews and ${plan.eventEnrollments.length} event enrolments.`,
  );
}

async function countCourses(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.courses);
  return row?.n ?? 0;
}

async function insertPlan(tx: Tx, plan: SeedPlan, now: Date, meetingsBaseUrl: string): Promise<void> {
  // An account that already exists (say someone registered the demo address before seeding)
  // is kept as it is and used in place of the seeded one.
  for (let i = 0; i < plan.users.length; i += 1000) {
    await tx
      .insert(schema.users)
      .values(plan.users.slice(i, i + 1000))
      .onConflictDoNothing({ target: schema.users.email });
  }
  const emails = plan.users.map((u) => u.email);
  const stored = await tx
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  const userIds = new Map(stored.map((u) => [u.email, u.id]));
  const userId = (email: string): string => {
    const id = userIds.get(email);
    if (!id) throw new Error(`Seed user ${email} is missing after insert`);
    return id;
  };

  await insertInBatches(tx, schema.courses, plan.courses);
  await insertInBatches(tx, schema.courseLearningItems, plan.learningItems);
  // Rows planned by e-mail get the id the account has in this database.
  const owned = <T extends { email: string }>(rows: T[]) =>
    rows.map(({ email, ...row }) => ({ ...row, userId: userId(email) }));
  await insertInBatches(tx, schema.courseEnrollments, owned(plan.courseEnrollments));
  await insertInBatches(tx, schema.reviews, owned(plan.reviews));
  await insertInBatches(tx, schema.events, plan.events);
  await insertInBatches(tx, schema.eventEnrollments, owned(plan.eventEnrollments));
  await insertClassroom(tx, plan.curriculum, plan.demoClassroom, userId(DEMO_USER.email));
  await seedExercises(tx, EXERCISE_CONTENT, { userId: userId(DEMO_USER.email), now });
  await insertInstructors(tx, [...plan.courses, ...plan.events], userId(DEMO_INSTRUCTOR.email));
  await seedQuestions(tx, DEMO_CURRENT_COURSE_TITLE, userId(DEMO_USER.email), now.getTime());
  await seedBatches(tx, {
    now,
    demoUserId: userId(DEMO_USER.email),
    demoCourseTitle: DEMO_CURRENT_COURSE_TITLE,
    meetingsBaseUrl,
  });
  await recomputeCourseCounters(tx);
}

/** Everything to insert, computed without the database: deterministic for a given `now`. */
export function buildSeedPlan(now: Date, demoHash: string, fillerHash: string): SeedPlan {
  const random = new Random(RANDOM_SEED);
  const nowMs = now.getTime();
  const plan: SeedPlan = {
    users: [],
    courses: [],
    learningItems: [],
    courseEnrollments: [],
    reviews: [],
    events: [],
    eventEnrollments: [],
    curriculum: { sections: [], lessons: [] },
    demoClassroom: null,
  };
  const demoCourses = new Map<string, DemoCourse>();

  // ---------------------------------------------------------------- learners
  const demoCreatedAt = new Date(nowMs - 75 * DAY_MS);
  plan.users.push({
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    email: DEMO_USER.email,
    phone: DEMO_USER.phone,
    passwordHash: demoHash,
    location: 'Pollachi, Tamil Nadu',
    bio: 'Final-year B.Sc Computer Science student from Pollachi, learning web development in Tamil and English.',
    createdAt: demoCreatedAt,
    updatedAt: demoCreatedAt,
  });

  const fillers = SEED_LEARNERS.map((learner, i) => {
    const createdAt = random.dateBetween(nowMs - 420 * DAY_MS, nowMs - 20 * DAY_MS);
    return {
      email: fillerEmail(learner, i),
      createdAt,
      row: {
        firstName: learner.firstName,
        lastName: learner.lastName,
        email: fillerEmail(learner, i),
        phone: fillerPhone(i),
        passwordHash: fillerHash,
        location: learner.location,
        createdAt,
        updatedAt: createdAt,
      } satisfies NewUser,
    };
  });
  plan.users.push(...fillers.map((f) => f.row));

  // ---------------------------------------------------------------- courses
  for (const [courseIndex, c] of SEED_COURSES.entries()) {
    const id = randomUUID();
    // 10:00 IST on the publication day, never after `now` (a draft "published" today).
    const publicationDate = new Date(
      Math.min(istMidnight(now, -c.publishedDaysAgo) + 4.5 * HOUR_MS, nowMs - HOUR_MS),
    );
    const isPublished = c.isPublished ?? true;
    plan.courses.push({
      id,
      title: c.title,
      category: c.category,
      level: c.level,
      instructorName: c.instructorName,
      instructorTitle: c.instructorTitle,
      courseFee: c.courseFee,
      originalCourseFee: c.originalCourseFee,
      numStudents: c.numStudents,
      durationHours: c.durationHours,
      durationMinutes: c.durationMinutes,
      lessons: c.lessons,
      quizzes: c.quizzes,
      certifications: c.certifications,
      graduation: c.graduation,
      courseDescription: c.description,
      titleTa: TAMIL_COURSES[c.title]?.title ?? null,
      courseDescriptionTa: TAMIL_COURSES[c.title]?.description ?? null,
      language: c.language,
      publicationDate,
      isPublished,
      createdAt: new Date(publicationDate.getTime() - 21 * DAY_MS),
    });
    c.whatYouWillLearn.forEach((description, position) => {
      plan.learningItems.push({ courseId: id, position: position + 1, description });
    });
    const curriculum = seedCurriculum(id, c, courseIndex, nowMs);
    plan.curriculum.sections.push(...curriculum.sections);
    plan.curriculum.lessons.push(...curriculum.lessons);
    demoCourses.set(c.title, {
      courseId: id,
      title: c.title,
      instructorName: c.instructorName,
      lessons: curriculum.lessons,
    });
    if (!isPublished) continue;

    // Popular courses get more of the filler learners, between 5 and 24 of them.
    const enrolled = random
      .shuffle(fillers)
      .slice(0, Math.min(fillers.length, 5 + Math.floor(Math.sqrt(c.numStudents) / 5)));
    const reviewers = Math.max(3, Math.round(enrolled.length * 0.6));
    const ratings = ratingsNear(c.targetRating, reviewers, random);
    enrolled.forEach((learner, i) => {
      const enrolledAt = random.dateBetween(
        Math.max(learner.createdAt.getTime(), publicationDate.getTime()),
        nowMs - 2 * DAY_MS,
      );
      plan.courseEnrollments.push({
        courseId: id,
        email: learner.email,
        paymentId: null,
        createdAt: enrolledAt,
      });
      const rating = ratings[i];
      if (rating === undefined) return;
      const reviewedAt = random.dateBetween(
        enrolledAt.getTime() + Math.min(3 * DAY_MS, (nowMs - enrolledAt.getTime()) / 2),
        nowMs - HOUR_MS,
      );
      plan.reviews.push({
        courseId: id,
        email: learner.email,
        rating,
        comment: reviewComment(rating, c.topic, courseIndex * 3 + i),
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });
    });

    if (c.title === DEMO_COURSE_TITLE) {
      const enrolledAt = new Date(nowMs - 60 * DAY_MS);
      const reviewedAt = new Date(nowMs - 41 * DAY_MS);
      plan.courseEnrollments.push({
        courseId: id,
        email: DEMO_USER.email,
        paymentId: null,
        createdAt: enrolledAt,
      });
      plan.reviews.push({
        courseId: id,
        email: DEMO_USER.email,
        rating: 5,
        comment:
          'Every idea is explained in Tamil first and then in English, step by step. I built my first web page on the second day itself. Starting the JavaScript course next!',
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });
    }
  }

  const demo = demoClassroom(demoCourses, DEMO_COURSE_TITLE, DEMO_CURRENT_COURSE_TITLE, DEMO_USER, nowMs);
  plan.courseEnrollments.push({ ...demo.enrollment, email: DEMO_USER.email });
  plan.demoClassroom = demo.classroom;

  // ---------------------------------------------------------------- events
  const events = planEvents(now, random, fillers);
  plan.events.push(...events.events);
  plan.eventEnrollments.push(...events.enrollments);

  return plan;
}
