import {
  type Curriculum,
  isJoinOpen,
  type Language,
  type Lesson,
  type LessonKind,
  type OutlineLesson,
} from '@kalvi/shared';
import type { lessons } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { lessonExerciseView } from '../exercises/view.ts';
import { findLesson, lessonForProgress, mayOpen, refuse } from './access.ts';
import { issueIfComplete } from './certificates.ts';
import { lastSubmission } from './projects.ts';
import { completedLessonIds, courseCertificateId, isEnrolled, loadOutline, markComplete } from './queries.ts';
import { quizView } from './quiz.ts';

type LessonRow = typeof lessons.$inferSelect;

const NO_COURSE = 'Course not found';

function outline(lesson: LessonRow, enrolled: boolean, done: Set<string>): OutlineLesson {
  return {
    id: lesson.id,
    kind: lesson.kind as LessonKind,
    title: lesson.title,
    durationMinutes: lesson.durationMinutes,
    isPreview: lesson.isPreview,
    locked: !mayOpen(lesson, enrolled),
    completed: done.has(lesson.id),
    startsAt: lesson.startsAt?.toISOString() ?? null,
  };
}

/** The first required lesson not finished, else the first lesson not finished. */
function nextUnfinished(rows: LessonRow[], done: Set<string>): string | null {
  const open = rows.filter((l) => !done.has(l.id));
  return (open.find((l) => l.isRequired) ?? open[0])?.id ?? null;
}

/** A published course's outline for anyone; an unpublished one only for its enrolled learners. */
export async function curriculum(
  { db }: DbDeps,
  userId: string | null,
  courseId: string,
): Promise<Curriculum> {
  const found = isUuid(courseId) ? await loadOutline(db, courseId) : undefined;
  const enrolled = found ? await isEnrolled(db, userId, courseId) : false;
  if (!found || (!found.course.isPublished && !enrolled)) throw notFound(NO_COURSE);
  const done = userId ? await completedLessonIds(db, userId, courseId) : new Set<string>();
  const required = found.lessons.filter((l) => l.isRequired);
  return {
    courseId,
    courseTitle: found.course.title,
    enrolled,
    sections: found.sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: found.lessons.filter((l) => l.sectionId === s.id).map((l) => outline(l, enrolled, done)),
    })),
    progress: { completed: required.filter((l) => done.has(l.id)).length, total: required.length },
    nextLessonId: enrolled ? nextUnfinished(found.lessons, done) : null,
    certificateId: userId ? await courseCertificateId(db, userId, courseId) : null,
  };
}

/** One lesson, checked against the access rule on every request. */
export async function openLesson(
  { db }: DbDeps,
  userId: string | null,
  lessonId: string,
  language: Language = 'en',
  now = new Date(),
): Promise<Lesson> {
  const lesson = await findLesson(db, lessonId);
  const found = await loadOutline(db, lesson.courseId);
  const enrolled = await isEnrolled(db, userId, lesson.courseId);
  if (!found || (!found.course.isPublished && !enrolled)) throw notFound('Lesson not found');
  if (!mayOpen(lesson, enrolled)) refuse(userId);
  const done = userId ? await completedLessonIds(db, userId, lesson.courseId) : new Set<string>();
  const index = found.lessons.findIndex((l) => l.id === lesson.id);
  const joinOpen =
    enrolled &&
    lesson.kind === 'live' &&
    lesson.startsAt !== null &&
    isJoinOpen(lesson.startsAt, lesson.durationMinutes, now);
  return {
    ...outline(lesson, enrolled, done),
    courseId: lesson.courseId,
    body: lesson.body,
    videoUrl: lesson.videoUrl,
    joinUrl: joinOpen ? lesson.joinUrl : null,
    recordingUrl: lesson.recordingUrl,
    quiz: lesson.kind === 'quiz' ? await quizView(db, userId, lesson) : null,
    submission: lesson.kind === 'project' && userId ? await lastSubmission(db, userId, lesson.id) : null,
    exercise: lesson.kind === 'exercise' ? await lessonExerciseView(db, lesson.id, userId, language) : null,
    previousId: found.lessons[index - 1]?.id ?? null,
    nextId: found.lessons[index + 1]?.id ?? null,
  };
}

/** Marking a lesson complete by hand: videos, readings and live sessions; quizzes, projects and exercises finish otherwise. */
export async function completeLesson(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
): Promise<{ lessonId: string; completed: boolean; certificateId: string | null }> {
  return db.transaction(async (tx) => {
    const lesson = await lessonForProgress(tx, userId, lessonId);
    if (lesson.kind === 'quiz') throw conflict('A quiz is complete when you pass it');
    if (lesson.kind === 'project') throw conflict('A project is complete when an instructor approves it');
    if (lesson.kind === 'exercise')
      throw conflict('An exercise is complete when a submission passes every test');
    await markComplete(tx, userId, lesson);
    const issued = await issueIfComplete(tx, userId, lesson.courseId);
    return { lessonId: lesson.id, completed: true, certificateId: issued?.id ?? null };
  });
}
