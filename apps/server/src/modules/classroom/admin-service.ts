import {
  type AdminCurriculum,
  type LessonInput,
  lessonInputSchema,
  type MoveInput,
  type SectionInput,
} from '@kalvi/shared/admin';
import { eq } from 'drizzle-orm';
import { courseSections, lessons } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import { assertOwnsCourse, listScope } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import {
  adminCurriculum,
  authorableCourses,
  hasLearnerWork,
  lessonOf,
  lessonsInOrder,
  lockCourse,
  renumber,
  sectionOf,
  toAdminLesson,
} from './admin-queries.ts';
import { sectionsInOrder } from './queries.ts';

/**
 * Curriculum authoring (docs/decisions/132-classroom-authoring.md). Every change locks the
 * course row first, keeps positions dense (0..n-1) and writes its audit entry in the same
 * transaction; each answers the whole curriculum as it now is. Ownership comes first: 404 for
 * an unknown course, 403 for an instructor on someone else's (lib/ownership.ts).
 */

/** The course picker: by title; an instructor sees their own only. */
export async function authorableCoursesFor(
  { db }: DbDeps,
  actor: AdminActor,
  query: { page: number; limit: number; q: string },
) {
  return authorableCourses(db, query.page, query.limit, query.q, await listScope(db, actor));
}

/** A course's sections and lessons with every field, for its owner or staff. */
export async function readCurriculum({ db }: DbDeps, actor: AdminActor, courseId: string) {
  await assertOwnsCourse(db, actor, courseId);
  return adminCurriculum(db, courseId);
}

export const SECTION_ADDED = 'Section added';
export const SECTION_SAVED = 'Section saved';
export const SECTION_DELETED = 'Section deleted';
export const LESSON_ADDED = 'Lesson added';
export const LESSON_SAVED = 'Lesson saved';
export const LESSON_DELETED = 'Lesson deleted';
export const MOVED = 'Order saved';
export const SECTION_NOT_EMPTY = "Move or delete this section's lessons first";
export const LESSON_HAS_WORK =
  'Learners have progress in this lesson. Mark it as not required instead of deleting it.';
export const ALREADY_FIRST = 'This is already the first';
export const ALREADY_LAST = 'This is already the last';

async function change(
  { db }: DbDeps,
  actor: AdminActor,
  courseId: string,
  work: (tx: Tx) => Promise<{
    action: string;
    entityType: string;
    entityId: string;
    before: object | null;
    after: object | null;
  }>,
): Promise<AdminCurriculum> {
  await assertOwnsCourse(db, actor, courseId);
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const entry = await work(tx);
    await writeAudit(tx, actor, entry);
    return adminCurriculum(tx, courseId);
  });
}

/** The one place a lesson's columns are made from the form, per kind. */
function lessonColumns(input: LessonInput) {
  const l = lessonInputSchema.parse(input);
  const live = l.kind === 'live';
  return {
    sectionId: l.sectionId,
    kind: l.kind,
    title: l.title,
    durationMinutes: l.durationMinutes,
    isPreview: l.isPreview,
    isRequired: l.isRequired,
    body: l.body,
    videoUrl: l.kind === 'video' ? l.videoUrl : '',
    startsAt: live && l.startsAt ? new Date(l.startsAt) : null,
    joinUrl: live ? l.joinUrl : '',
    recordingUrl: live ? l.recordingUrl : '',
    quizQuestions: l.kind === 'quiz' ? l.quizQuestions : [],
    passPercent: l.passPercent,
    maxAttempts: l.maxAttempts,
    updatedAt: new Date(),
  };
}

export function addSection(deps: DbDeps, actor: AdminActor, courseId: string, input: SectionInput) {
  return change(deps, actor, courseId, async (tx) => {
    const existing = await sectionsInOrder(tx, courseId);
    await renumber(tx, courseSections, existing);
    const [row] = await tx
      .insert(courseSections)
      .values({ courseId, title: input.title, position: existing.length })
      .returning();
    if (!row) throw new Error('section insert returned nothing');
    return {
      action: 'curriculum.section.create',
      entityType: 'course_section',
      entityId: row.id,
      before: null,
      after: row,
    };
  });
}

export function renameSection(
  deps: DbDeps,
  actor: AdminActor,
  courseId: string,
  sectionId: string,
  input: SectionInput,
) {
  return change(deps, actor, courseId, async (tx) => {
    const before = await sectionOf(tx, courseId, sectionId);
    const [after] = await tx
      .update(courseSections)
      .set({ title: input.title })
      .where(eq(courseSections.id, before.id))
      .returning();
    return {
      action: 'curriculum.section.update',
      entityType: 'course_section',
      entityId: before.id,
      before,
      after: after ?? null,
    };
  });
}

export function deleteSection(deps: DbDeps, actor: AdminActor, courseId: string, sectionId: string) {
  return change(deps, actor, courseId, async (tx) => {
    const before = await sectionOf(tx, courseId, sectionId);
    if ((await lessonsInOrder(tx, before.id)).length > 0) throw conflict(SECTION_NOT_EMPTY);
    await tx.delete(courseSections).where(eq(courseSections.id, before.id));
    await renumber(tx, courseSections, await sectionsInOrder(tx, courseId));
    return {
      action: 'curriculum.section.delete',
      entityType: 'course_section',
      entityId: before.id,
      before,
      after: null,
    };
  });
}

/** Swaps a row with its neighbour in the given order and writes the whole order densely. */
function swapped<T extends { id: string }>(rows: T[], id: string, direction: MoveInput['direction']): T[] {
  const index = rows.findIndex((r) => r.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0) throw conflict(ALREADY_FIRST);
  if (target >= rows.length) throw conflict(ALREADY_LAST);
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export function moveSection(
  deps: DbDeps,
  actor: AdminActor,
  courseId: string,
  sectionId: string,
  move: MoveInput,
) {
  return change(deps, actor, courseId, async (tx) => {
    const section = await sectionOf(tx, courseId, sectionId);
    const rows = await sectionsInOrder(tx, courseId);
    await renumber(tx, courseSections, swapped(rows, section.id, move.direction));
    return {
      action: 'curriculum.section.move',
      entityType: 'course_section',
      entityId: section.id,
      before: { order: rows.map((r) => r.id) },
      after: { direction: move.direction },
    };
  });
}

export function addLesson(deps: DbDeps, actor: AdminActor, courseId: string, input: LessonInput) {
  return change(deps, actor, courseId, async (tx) => {
    const values = lessonColumns(input);
    const section = await sectionOf(tx, courseId, values.sectionId);
    const existing = await lessonsInOrder(tx, section.id);
    await renumber(tx, lessons, existing);
    const [row] = await tx
      .insert(lessons)
      .values({ ...values, courseId, position: existing.length })
      .returning();
    if (!row) throw new Error('lesson insert returned nothing');
    return {
      action: 'curriculum.lesson.create',
      entityType: 'lesson',
      entityId: row.id,
      before: null,
      after: toAdminLesson(row),
    };
  });
}

/** Saves a lesson; a new section puts it at that section's end and closes the gap it left. */
export function updateLesson(
  deps: DbDeps,
  actor: AdminActor,
  courseId: string,
  lessonId: string,
  input: LessonInput,
) {
  return change(deps, actor, courseId, async (tx) => {
    const before = await lessonOf(tx, courseId, lessonId);
    const values = lessonColumns(input);
    const moving = values.sectionId !== before.sectionId;
    let position = before.position;
    if (moving) {
      const target = await sectionOf(tx, courseId, values.sectionId);
      position = (await lessonsInOrder(tx, target.id)).length;
    }
    const [after] = await tx
      .update(lessons)
      .set({ ...values, position })
      .where(eq(lessons.id, before.id))
      .returning();
    if (moving) await renumber(tx, lessons, await lessonsInOrder(tx, before.sectionId));
    return {
      action: 'curriculum.lesson.update',
      entityType: 'lesson',
      entityId: before.id,
      before: toAdminLesson(before),
      after: after ? toAdminLesson(after) : null,
    };
  });
}

/** Deleting a lesson would delete learners' progress with it: refused once anyone has some. */
export function deleteLesson(deps: DbDeps, actor: AdminActor, courseId: string, lessonId: string) {
  return change(deps, actor, courseId, async (tx) => {
    const before = await lessonOf(tx, courseId, lessonId);
    if (await hasLearnerWork(tx, before.id)) throw conflict(LESSON_HAS_WORK);
    await tx.delete(lessons).where(eq(lessons.id, before.id));
    await renumber(tx, lessons, await lessonsInOrder(tx, before.sectionId));
    return {
      action: 'curriculum.lesson.delete',
      entityType: 'lesson',
      entityId: before.id,
      before: toAdminLesson(before),
      after: null,
    };
  });
}

export function moveLesson(
  deps: DbDeps,
  actor: AdminActor,
  courseId: string,
  lessonId: string,
  move: MoveInput,
) {
  return change(deps, actor, courseId, async (tx) => {
    const lesson = await lessonOf(tx, courseId, lessonId);
    const rows = await lessonsInOrder(tx, lesson.sectionId);
    await renumber(tx, lessons, swapped(rows, lesson.id, move.direction));
    return {
      action: 'curriculum.lesson.move',
      entityType: 'lesson',
      entityId: lesson.id,
      before: { order: rows.map((r) => r.id) },
      after: { direction: move.direction },
    };
  });
}
