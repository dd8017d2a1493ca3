import { newCertificateId } from '../../lib/certificate-id.ts';
import type * as schema from '../schema.ts';
import {
  certificates,
  courseSections,
  lessonProgress,
  lessons,
  projectSubmissions,
  quizAttempts,
} from '../schema.ts';
import type { SeedCurriculum } from './curriculum.ts';
import { insertInBatches, type Tx } from './util.ts';

type NewLesson = typeof schema.lessons.$inferInsert;
const DAY_MS = 86_400_000;

type NewProgress = Omit<typeof schema.lessonProgress.$inferInsert, 'userId'>;
type NewAttempt = Omit<typeof schema.quizAttempts.$inferInsert, 'userId'>;
type NewSubmission = Omit<typeof schema.projectSubmissions.$inferInsert, 'userId'>;
type NewCertificate = Omit<typeof schema.certificates.$inferInsert, 'userId'>;

/** What the demo learner has done in the classroom; every row is the demo learner's. */
export interface DemoClassroom {
  progress: NewProgress[];
  quizAttempts: NewAttempt[];
  submissions: NewSubmission[];
  certificates: NewCertificate[];
}

export interface DemoCourse {
  courseId: string;
  title: string;
  instructorName: string;
  lessons: NewLesson[];
}

/**
 * The demo learner finished `doneTitle` (every required lesson, the project approved, a
 * certificate) and, enrolled ten days ago, is partway through `currentTitle`.
 */
export function demoClassroom(
  courses: Map<string, DemoCourse>,
  doneTitle: string,
  currentTitle: string,
  learner: { firstName: string; lastName: string },
  nowMs: number,
): { enrollment: { courseId: string; paymentId: null; createdAt: Date }; classroom: DemoClassroom } {
  const done = courses.get(doneTitle);
  const current = courses.get(currentTitle);
  if (!done || !current) throw new Error("The demo learner's courses are missing from the seed");
  const enrollment = {
    courseId: current.courseId,
    paymentId: null,
    createdAt: new Date(nowMs - 10 * DAY_MS),
  };
  const learnerName = `${learner.firstName} ${learner.lastName}`;
  const at = (daysAgo: number) => new Date(nowMs - daysAgo * DAY_MS);
  const out: DemoClassroom = { progress: [], quizAttempts: [], submissions: [], certificates: [] };
  done.lessons.forEach((lesson, i) => {
    if (!lesson.isRequired && lesson.isRequired !== undefined) return;
    const completedAt = at(58 - i * 2);
    out.progress.push({ lessonId: lesson.id ?? '', courseId: done.courseId, completedAt });
    if (lesson.kind === 'quiz') {
      out.quizAttempts.push({
        lessonId: lesson.id ?? '',
        attempt: 1,
        scorePercent: 67,
        passed: true,
        createdAt: completedAt,
      });
    }
    if (lesson.kind === 'project') {
      out.submissions.push({
        lessonId: lesson.id ?? '',
        courseId: done.courseId,
        url: 'https://github.com/priya-raman/pollachi-bakery-site',
        status: 'approved',
        feedback: 'Clean, responsive layout and a clear README. Well done!',
        createdAt: at(44),
        reviewedAt: completedAt,
      });
    }
  });
  out.certificates.push({
    id: newCertificateId(),
    courseId: done.courseId,
    recipientName: learnerName,
    title: done.title,
    instructorName: done.instructorName,
    issuedAt: at(40),
  });
  for (const lesson of current.lessons.slice(0, 3)) {
    out.progress.push({ lessonId: lesson.id ?? '', courseId: current.courseId, completedAt: at(5) });
  }
  return { enrollment, classroom: out };
}

/** Inserts every course's curriculum and the demo learner's classroom rows. */
export async function insertClassroom(
  tx: Tx,
  curriculum: SeedCurriculum,
  demo: DemoClassroom | null,
  demoUserId: string,
): Promise<void> {
  await insertInBatches(tx, courseSections, curriculum.sections);
  await insertInBatches(tx, lessons, curriculum.lessons);
  if (!demo) return;
  const mine = <T>(rows: T[]) => rows.map((row) => ({ ...row, userId: demoUserId }));
  await insertInBatches(tx, lessonProgress, mine(demo.progress));
  await insertInBatches(tx, quizAttempts, mine(demo.quizAttempts));
  await insertInBatches(tx, projectSubmissions, mine(demo.submissions));
  await insertInBatches(tx, certificates, mine(demo.certificates));
}
