import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as schema from '../schema.ts';
import type { Tx } from './util.ts';

/**
 * Questions and answers on the demo learner's current course (docs/decisions/175-lesson-questions.md):
 * some answered by the instructor (one accepted), one by a classmate, two still waiting, so the
 * lesson's Questions area, the console's inbox and the dashboard all have something to show.
 */
const MINUTE = 60_000;
const THREADS: {
  lesson: number;
  asker: 'demo' | 'classmate';
  title: string;
  body: string;
  minutesAgo: number;
  answers: { by: 'official' | 'classmate' | 'demo'; body: string; after: number; accepted?: boolean }[];
}[] = [
  {
    lesson: 0,
    asker: 'demo',
    title: 'Why does console.log print undefined after my value?',
    body: 'In the browser console I typed `console.log(5)` and saw `5` and then `undefined`. Is my code wrong?',
    minutesAgo: 6 * 24 * 60,
    answers: [
      {
        by: 'official',
        body: 'Your code is fine. The console prints the value of the whole line too, and `console.log` itself returns `undefined`.',
        after: 42,
        accepted: true,
      },
      {
        by: 'classmate',
        body: 'I had the same doubt! In a file run with node you will not see it.',
        after: 90,
      },
    ],
  },
  {
    lesson: 1,
    asker: 'classmate',
    title: 'let மற்றும் const எப்போது பயன்படுத்த வேண்டும்?',
    body: 'மாறாத மதிப்புகளுக்கு `const` என்று புரிகிறது. ஆனால் array-க்கு `const` போட்டும் push செய்ய முடிகிறதே, ஏன்?',
    minutesAgo: 3 * 24 * 60,
    answers: [
      {
        by: 'official',
        body: '`const` பெயரை வேறு மதிப்புக்கு மாற்ற விடாது; array-இன் உள்ளே இருப்பவற்றை மாற்றலாம்.\n\n```js\nconst a = [1];\na.push(2); // சரி\na = [3];   // பிழை\n```',
        after: 180,
      },
    ],
  },
  {
    lesson: 2,
    asker: 'demo',
    title: 'My fetch with async/await never shows the data',
    body: '```js\nasync function load() {\n  const res = fetch("/api/courses");\n  console.log(res.json());\n}\n```\nI only see `Promise { <pending> }`.',
    minutesAgo: 26 * 60,
    answers: [
      { by: 'classmate', body: 'You need `await` before `fetch(...)` and before `res.json()`.', after: 15 },
    ],
  },
  {
    lesson: 2,
    asker: 'classmate',
    title: 'Vanakkam, for loop-la index epdi reverse-a podradhu?',
    body: 'Array-a kadaisila irundhu modhal varaikum print panna loop epdi ezhudhuradhu?',
    minutesAgo: 5 * 60,
    answers: [],
  },
  {
    lesson: 3,
    asker: 'demo',
    title: 'Is === always better than == in JavaScript?',
    body: 'The lesson says to use `===`. Are there cases where `==` is what I want?',
    minutesAgo: 40,
    answers: [],
  },
];

export async function seedQuestions(
  tx: Tx,
  courseTitle: string,
  demoUserId: string,
  nowMs: number,
): Promise<void> {
  const [course] = await tx
    .select({ id: schema.courses.id, ownerId: schema.instructors.userId })
    .from(schema.courses)
    .leftJoin(schema.instructors, eq(schema.instructors.id, schema.courses.instructorId))
    .where(eq(schema.courses.title, courseTitle));
  if (!course) return;
  const lessons = await tx
    .select({ id: schema.lessons.id })
    .from(schema.lessons)
    .where(eq(schema.lessons.courseId, course.id))
    .orderBy(asc(schema.lessons.position));
  const [classmate] = await tx
    .select({ id: schema.courseEnrollments.userId })
    .from(schema.courseEnrollments)
    .where(
      and(eq(schema.courseEnrollments.courseId, course.id), ne(schema.courseEnrollments.userId, demoUserId)),
    )
    .limit(1);
  const [staff] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, 'admin'))
    .limit(1);
  const official = course.ownerId ?? staff?.id;
  if (lessons.length === 0 || !classmate || !official) return;
  const people = { demo: demoUserId, classmate: classmate.id, official };
  for (const thread of THREADS) {
    const lesson = lessons[Math.min(thread.lesson, lessons.length - 1)];
    if (!lesson) continue;
    const askedAt = nowMs - thread.minutesAgo * MINUTE;
    const [question] = await tx
      .insert(schema.lessonQuestions)
      .values({
        courseId: course.id,
        lessonId: lesson.id,
        userId: people[thread.asker],
        title: thread.title,
        body: thread.body,
        createdAt: new Date(askedAt),
      })
      .returning({ id: schema.lessonQuestions.id });
    if (!question) continue;
    for (const answer of thread.answers) {
      const [row] = await tx
        .insert(schema.questionAnswers)
        .values({
          questionId: question.id,
          userId: people[answer.by],
          body: answer.body,
          official: answer.by === 'official',
          createdAt: new Date(askedAt + answer.after * MINUTE),
        })
        .returning({ id: schema.questionAnswers.id });
      if (row && answer.accepted) {
        await tx
          .update(schema.lessonQuestions)
          .set({ acceptedAnswerId: row.id })
          .where(eq(schema.lessonQuestions.id, question.id));
      }
    }
    const voter = thread.asker === 'demo' ? people.classmate : people.demo;
    await tx.insert(schema.questionVotes).values({ questionId: question.id, userId: voter });
  }
  await tx.execute(sql`update lesson_questions q set
    vote_count = (select count(*) from question_votes v where v.question_id = q.id),
    answer_count = (select count(*) from question_answers a where a.question_id = q.id),
    first_answered_at = (select min(a.created_at) from question_answers a where a.question_id = q.id and a.user_id <> q.user_id)
    where q.course_id = ${course.id}`);
}
