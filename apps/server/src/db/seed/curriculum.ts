import { randomUUID } from 'node:crypto';
import type * as schema from '../schema.ts';
import type { SeedCourse } from './courses.ts';
import { conceptBody, projectBody, QUIZZES, readingBody } from './lesson-content.ts';

type NewSection = typeof schema.courseSections.$inferInsert;
type NewLesson = typeof schema.lessons.$inferInsert;

export interface SeedCurriculum {
  sections: NewSection[];
  lessons: NewLesson[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Public sample videos that embed anywhere: YouTube's IFrame API demo and Vimeo's player demo. */
const YOUTUBE_SAMPLE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const VIMEO_SAMPLE = 'https://vimeo.com/76979871';

/**
 * The curriculum of one seeded course: three sections with every kind of lesson, two free
 * previews, a past live session with its recording and an upcoming one, a quiz and a project.
 * Deterministic for a given course index and `now`.
 */
export function seedCurriculum(
  courseId: string,
  c: SeedCourse,
  courseIndex: number,
  nowMs: number,
): SeedCurriculum {
  const slug = c.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const goal = (i: number) => c.whatYouWillLearn[i % c.whatYouWillLearn.length] ?? c.topic;
  // 19:00 IST sessions: one a week ago (recorded), one a few days ahead.
  const pastStart = new Date(Math.floor((nowMs - 7 * DAY_MS) / DAY_MS) * DAY_MS + 13.5 * HOUR_MS);
  const nextStart = new Date(
    Math.floor((nowMs + (2 + (courseIndex % 5)) * DAY_MS) / DAY_MS) * DAY_MS + 13.5 * HOUR_MS,
  );
  const titles = ['Getting started', `Core ${c.topic}`, 'Build and ship'];
  const ids = [randomUUID(), randomUUID(), randomUUID()] as const;
  const [first, second, third] = ids;
  const sections: NewSection[] = titles.map((title, i) => ({ id: ids[i], courseId, position: i + 1, title }));
  const video = (i: number) => (i % 2 === 0 ? YOUTUBE_SAMPLE : VIMEO_SAMPLE);
  const rows: Omit<NewLesson, 'courseId' | 'position'>[] = [
    {
      sectionId: first,
      kind: 'video',
      title: `Welcome to ${c.title}`,
      durationMinutes: 6,
      isPreview: true,
      videoUrl: video(courseIndex),
      body: `Meet ${c.instructorName} and see what you will build.`,
    },
    {
      sectionId: first,
      kind: 'reading',
      title: 'How this course works',
      durationMinutes: 8,
      isPreview: true,
      body: readingBody(c),
    },
    {
      sectionId: first,
      kind: 'video',
      title: goal(0),
      durationMinutes: 18,
      videoUrl: video(courseIndex + 1),
      body: `A walkthrough of ${goal(0).toLowerCase()}.`,
    },
    {
      sectionId: second,
      kind: 'reading',
      title: goal(1),
      durationMinutes: 12,
      body: conceptBody(c, goal(1)),
    },
    {
      sectionId: second,
      kind: 'video',
      title: goal(2),
      durationMinutes: 22,
      videoUrl: video(courseIndex),
      body: `Hands-on: ${goal(2).toLowerCase()}.`,
    },
    {
      sectionId: second,
      kind: 'live',
      title: `Live doubt-clearing: ${c.topic} basics`,
      durationMinutes: 60,
      startsAt: pastStart,
      joinUrl: `https://meet.jit.si/kalvi-${slug}-1`,
      recordingUrl: YOUTUBE_SAMPLE,
      body: `Bring your questions on the first two sections. ${c.instructorName} answers live in Tamil and English.`,
    },
    {
      sectionId: second,
      kind: 'quiz',
      title: `Check your ${c.topic} basics`,
      durationMinutes: 10,
      quizQuestions: QUIZZES[c.category],
      passPercent: 66,
      maxAttempts: 3,
      body: 'Three questions; you need two right to pass. You have three attempts.',
    },
    {
      sectionId: third,
      kind: 'live',
      title: `Live project clinic: ${c.topic}`,
      durationMinutes: 90,
      startsAt: nextStart,
      joinUrl: `https://meet.jit.si/kalvi-${slug}-2`,
      isRequired: false,
      body: 'We plan the capstone together and review a few learners’ repositories live.',
    },
    { sectionId: third, kind: 'reading', title: goal(3), durationMinutes: 15, body: conceptBody(c, goal(3)) },
    {
      sectionId: third,
      kind: 'project',
      title: `Capstone: your own ${c.topic} project`,
      durationMinutes: 240,
      body: projectBody(c),
    },
  ];
  // Positions run through the whole course, so previous and next cross section borders.
  const lessons = rows.map((row, i) => ({ ...row, id: randomUUID(), courseId, position: i + 1 }));
  return { sections, lessons };
}
