import { randomBytes, randomUUID } from 'node:crypto';
import type { CourseLevel } from '@kalvi/shared';
import { hash } from '@node-rs/argon2';
import { count, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { COURSE_CATEGORIES, type CourseCategory } from './courses.ts';
import { seedLargeBatches } from './large-batches.ts';
import { reviewComment } from './learners.ts';
import { Random } from './random.ts';
import { BATCH_SIZE, insertInBatches, recomputeCourseCounters } from './util.ts';

export interface LargeSeedOptions {
  now?: Date;
  log?: (msg: string) => void;
  courses?: number;
  reviews?: number;
  users?: number;
  /** Batches of 100 daily sessions; a tenth of the courses, at most 1,000, by default. */
  batches?: number;
}

/** Above this many courses the large data set is taken to be there already. */
export const LARGE_SEED_THRESHOLD = 5000;

const DAY_MS = 86_400_000;
const RANDOM_SEED = 10_000_100;
const LEVELS: readonly CourseLevel[] = ['Beginner', 'Intermediate', 'Advanced'];
const FEES = [0, 499, 799, 999, 1499, 1999, 2499, 2999, 3499, 4999, 5999, 7499, 9999, 14999, 19999, 24999];

const TOPICS: Record<CourseCategory, string[]> = {
  'Web Development': [
    'HTML & CSS',
    'JavaScript',
    'TypeScript',
    'React',
    'Angular',
    'Vue.js',
    'Node.js',
    'Django',
    'Spring Boot',
    'GraphQL',
    'Tailwind CSS',
    'PHP & Laravel',
    'Docker',
    'PostgreSQL',
  ],
  'AI/ML': [
    'Python',
    'Machine Learning',
    'Deep Learning',
    'NLP',
    'Computer Vision',
    'Generative AI',
    'LLM Apps',
    'Reinforcement Learning',
    'MLOps',
    'TensorFlow',
    'PyTorch',
    'Speech AI',
  ],
  'Data Science': [
    'Statistics',
    'SQL',
    'Pandas',
    'Excel',
    'Power BI',
    'Tableau',
    'Apache Spark',
    'Data Engineering',
    'Time Series',
    'R Programming',
    'A/B Testing',
  ],
  'App Development': [
    'Flutter',
    'Kotlin',
    'Android',
    'Swift & iOS',
    'React Native',
    'Firebase',
    'Jetpack Compose',
    'App UI Design',
    'Mobile Testing',
  ],
  'Cyber Security': [
    'Ethical Hacking',
    'Network Security',
    'Linux Security',
    'Web Security',
    'Cloud Security',
    'Digital Forensics',
    'Malware Analysis',
    'SOC Operations',
    'Bug Bounty',
    'Cryptography',
  ],
};
const TITLE_FORMS = [
  (t: string) => `${t} Fundamentals`,
  (t: string) => `Practical ${t}`,
  (t: string) => `${t} in Tamil`,
  (t: string) => `${t} Projects Bootcamp`,
  (t: string) => `Mastering ${t}`,
  (t: string) => `${t} for College Students`,
  (t: string) => `${t} Crash Course`,
  (t: string) => `${t} for Working Professionals`,
];
const INSTRUCTORS = [
  'Karthik Subramanian',
  'Divya Natarajan',
  'Arun Prakash',
  'Lakshmi Narayanan',
  'Meenakshi Sundaram',
  'Sathish Kumar',
  'Aishwarya Iyer',
  'Gowtham Rajendran',
  'Fathima Begum',
  'Mohammed Irfan',
  'Ramya Krishnan',
  'Harish Venkatesan',
  'Sneha Reddy',
  'Joseph Antony',
  'Nandhini Balakrishnan',
];
const FIRST_NAMES = [
  'Arun',
  'Bala',
  'Chitra',
  'Dhanush',
  'Ezhil',
  'Gowri',
  'Hari',
  'Janani',
  'Kavin',
  'Lavanya',
  'Mani',
  'Nila',
  'Oviya',
  'Pranav',
  'Rithika',
  'Sakthi',
  'Thenmozhi',
  'Uma',
  'Vetri',
  'Yamini',
];
const LAST_NAMES = [
  'Subramani',
  'Rajendran',
  'Natarajan',
  'Krishnan',
  'Murugan',
  'Selvaraj',
  'Pandian',
  'Arumugam',
  'Ganesan',
  'Periyasamy',
];

/**
 * A large catalogue for performance tests: `courses` extra courses (10,000 by default) and
 * `reviews` reviews (100,000) by `users` generated learners (2,000), each review backed by an
 * enrolment, and their batches (large-batches.ts: 1,000 batches, 100,000 sessions). Skipped when more than LARGE_SEED_THRESHOLD courses exist already.
 */
export async function seedLarge(db: Db, opts: LargeSeedOptions = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  const courseCount = opts.courses ?? 10_000;
  const reviewCount = opts.reviews ?? 100_000;
  const userCount = opts.users ?? 2_000;
  if (reviewCount > courseCount * userCount) throw new Error('More reviews than learner-course pairs');

  const [existing] = await db.select({ n: count() }).from(schema.courses);
  if ((existing?.n ?? 0) > LARGE_SEED_THRESHOLD) {
    log(`More than ${LARGE_SEED_THRESHOLD} courses exist: large data set not seeded again.`);
    return;
  }

  const started = Date.now();
  const random = new Random(RANDOM_SEED);
  const nowMs = now.getTime();
  const passwordHash = await hash(randomBytes(24).toString('base64url'));

  await db.transaction(async (tx) => {
    const users = Array.from({ length: userCount }, (_, i) => {
      const createdAt = random.dateBetween(nowMs - 1000 * DAY_MS, nowMs - 400 * DAY_MS);
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Learner';
      const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Kalvi';
      return {
        firstName,
        lastName,
        email: `perf.learner.${i + 1}@example.com`,
        phone: `9${String(100_000_000 + i).padStart(9, '0')}`,
        passwordHash,
        createdAt,
        updatedAt: createdAt,
      };
    });
    for (let i = 0; i < users.length; i += BATCH_SIZE) {
      await tx
        .insert(schema.users)
        .values(users.slice(i, i + BATCH_SIZE))
        .onConflictDoNothing({ target: schema.users.email });
    }
    const stored = await tx
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users)
      .where(like(schema.users.email, 'perf.learner.%@example.com'));
    const idByEmail = new Map(stored.map((u) => [u.email, u.id]));
    const userIds = users.map((u) => {
      const id = idByEmail.get(u.email);
      if (!id) throw new Error(`Generated user ${u.email} is missing after insert`);
      return id;
    });
    log(`Large seed: ${userIds.length} learners ready.`);

    const courses: (typeof schema.courses.$inferInsert & { id: string; topic: string; quality: number })[] =
      [];
    const items: (typeof schema.courseLearningItems.$inferInsert)[] = [];
    for (let i = 0; i < courseCount; i++) {
      const category = random.pick(COURSE_CATEGORIES);
      const topic = random.pick(TOPICS[category]);
      const level = random.pick(LEVELS);
      const fee = random.pick(FEES);
      const discounted = fee > 0 && random.chance(0.6);
      const id = randomUUID();
      const publicationDate = random.dateBetween(nowMs - 3 * 365 * DAY_MS, nowMs - DAY_MS);
      courses.push({
        id,
        topic,
        quality: 3 + 2 * Math.sqrt(random.next()),
        title: `${random.pick(TITLE_FORMS)(topic)} (Batch ${1 + (i % 97)})`,
        category,
        level,
        instructorName: random.pick(INSTRUCTORS),
        instructorTitle: 'Kalvi Mentor',
        courseFee: fee,
        originalCourseFee: discounted ? Math.round((fee * (1.3 + random.next())) / 100) * 100 - 1 : fee,
        numStudents: random.int(20, 20_000),
        durationHours: random.int(4, 120),
        durationMinutes: random.pick([0, 15, 30, 45]),
        lessons: random.int(12, 200),
        quizzes: random.int(2, 30),
        certifications: random.chance(0.85),
        graduation: 'Any graduate or final-year student',
        courseDescription: `A ${level.toLowerCase()} course on ${topic}, taught in Tamil and English with hands-on projects. Generated for performance testing.`,
        publicationDate,
        isPublished: random.chance(0.97),
        createdAt: new Date(publicationDate.getTime() - 7 * DAY_MS),
      });
      items.push(
        { courseId: id, position: 1, description: `Understand the core ideas of ${topic}` },
        { courseId: id, position: 2, description: `Build two portfolio projects with ${topic}` },
        { courseId: id, position: 3, description: `Prepare for interview questions on ${topic}` },
      );
    }
    await insertInBatches(
      tx,
      schema.courses,
      courses.map(({ topic: _topic, quality: _quality, ...row }) => row),
    );
    await insertInBatches(tx, schema.courseLearningItems, items);
    log(`Large seed: ${courses.length} courses inserted.`);

    // A few courses are far more reviewed than most, as in a real catalogue.
    const perCourse = courses.map(() => 0);
    const base = Math.floor((reviewCount * 0.4) / courseCount);
    for (let c = 0; c < courseCount; c++) perCourse[c] = base;
    let left = reviewCount - base * courseCount;
    while (left > 0) {
      const c = Math.floor(random.next() ** 2 * courseCount);
      if ((perCourse[c] ?? 0) < userCount) {
        perCourse[c] = (perCourse[c] ?? 0) + 1;
        left--;
      }
    }

    let enrolments: (typeof schema.courseEnrollments.$inferInsert)[] = [];
    let reviews: (typeof schema.reviews.$inferInsert)[] = [];
    let written = 0;
    const flush = async () => {
      await insertInBatches(tx, schema.courseEnrollments, enrolments);
      await insertInBatches(tx, schema.reviews, reviews);
      written += reviews.length;
      enrolments = [];
      reviews = [];
    };
    const step = stepFor(userCount);
    for (const [c, course] of courses.entries()) {
      const k = perCourse[c] ?? 0;
      const published = (course.publicationDate as Date).getTime();
      for (let t = 0; t < k; t++) {
        // step is coprime with userCount, so t -> user is one-to-one within a course.
        const userId = userIds[(c * 37 + t * step) % userCount] as string;
        const enrolledAt = random.dateBetween(published, nowMs - DAY_MS / 2);
        const reviewedAt = random.dateBetween(enrolledAt, nowMs);
        const rating = Math.min(5, Math.max(1, Math.round(course.quality + (random.next() - 0.5) * 2.2)));
        enrolments.push({ userId, courseId: course.id, createdAt: enrolledAt });
        reviews.push({
          userId,
          courseId: course.id,
          rating,
          comment: reviewComment(rating, course.topic, c + t),
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        });
      }
      if (reviews.length >= 10 * BATCH_SIZE) {
        await flush();
        if (written % 20_000 < 10 * BATCH_SIZE) log(`Large seed: ${written} reviews inserted...`);
      }
    }
    await flush();
    await recomputeCourseCounters(tx);
  });
  // Tens of thousands of rows just arrived and the counters rewrote every course: without
  // fresh statistics and a visibility map the planner guessed 54 rows for a category of 1,936
  // and counted the catalogue from the heap (docs/decisions/150-performance.md).
  await db.execute(sql`vacuum (analyze) courses`);
  await db.execute(sql`analyze reviews, course_enrollments, users`);

  await seedLargeBatches(db, {
    now,
    log,
    batches: opts.batches ?? Math.min(1000, Math.floor(courseCount / 10)),
  });

  const [after] = await db.select({ n: count() }).from(schema.reviews);
  log(
    `Large seed: ${courseCount} courses, ${userCount} learners and ${reviewCount} reviews added ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s (${after?.n ?? 0} reviews in total).`,
  );
}

/** The smallest step >= 13 that is coprime with n, so (start + t * step) % n visits n distinct values. */
function stepFor(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = 13;
  while (gcd(step, n) !== 1) step++;
  return step;
}
