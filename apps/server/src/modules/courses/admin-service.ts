import type { AdminCourse, AdminCourseInput, AdminCourseListQuery } from '@kalvi/shared/admin';
import { adminCourseInputSchema } from '@kalvi/shared/admin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseImages, courses, instructors } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { asOwnInstructor, assertOwnsCourse, listScope } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import { COURSES_CACHE, REVIEWS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import {
  type CourseRow,
  findCourseRow,
  listCourseInstructors,
  listAdminCourses as listCourses,
  presentCourse,
  readAdminCourse as readCourse,
  replaceLearnLines,
} from './admin-queries.ts';

/**
 * Courses for staff (docs/decisions/121-staff-courses.md): create as a draft, edit, duplicate,
 * publish, unpublish, archive. Every change is audited in its own transaction and then drops
 * the public read cache (every instance's, through Redis), so the catalogue shows it at once.
 */

export interface AdminCourseDeps {
  db: Db;
  readCache: ReadCache;
}

export const COURSE_CREATED = 'Course created as a draft';
export const COURSE_SAVED = 'Course saved';
export const COURSE_DUPLICATED = 'Copy created as a draft';
export const COURSE_PUBLISHED = 'Course published: it is in the catalogue now';
export const COURSE_UNPUBLISHED = 'Course moved to drafts: it has left the catalogue, its learners keep it';
export const COURSE_ARCHIVED = 'Course archived: it has left the catalogue, its learners keep it';
export const NO_SUCH_INSTRUCTOR = 'That instructor does not exist';

/** The columns an input sets. A fee with no higher original price has no discount. */
function columnsOf(input: AdminCourseInput) {
  const c = adminCourseInputSchema.parse(input);
  const { whatYouWillLearn, ...fields } = c;
  return {
    columns: { ...fields, originalCourseFee: Math.max(c.originalCourseFee, c.courseFee) },
    learn: whatYouWillLearn,
  };
}

async function assertInstructor(tx: Tx, instructorId: string | null): Promise<void> {
  if (!instructorId) return;
  const [row] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.id, instructorId));
  if (!row) {
    throw new AppError(400, NO_SUCH_INSTRUCTOR, [{ field: 'instructorId', message: NO_SUCH_INSTRUCTOR }]);
  }
}

/** The course's audit entry, written in the transaction that makes the change. */
export function auditCourse(
  tx: Tx,
  actor: AuditActor,
  action: string,
  entityId: string,
  before: object | null,
  after: object | null,
) {
  return writeAudit(tx, actor, { action, entityType: 'course', entityId, before, after });
}

/** Courses in every status; an instructor sees only their own (lib/ownership.ts). */
export async function listAdminCourses(
  deps: AdminCourseDeps,
  actor: AdminActor,
  query: AdminCourseListQuery,
) {
  return listCourses(deps.db, query, await listScope(deps.db, actor));
}

/** One course with every field the form edits: 404 unknown, 403 not the instructor's. */
export async function readAdminCourse(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminCourse> {
  await assertOwnsCourse(deps.db, actor, id);
  return readCourse(deps.db, id);
}

/** Instructor records a course can name, by name. */
export function courseInstructors(
  deps: AdminCourseDeps,
  query: { page: number; limit: number; search?: string },
) {
  return listCourseInstructors(deps.db, query.page, query.limit, query.search);
}

/** The public answers that show courses: the catalogue, and review lists (they hide unpublished courses). */
function refreshCatalogue(deps: AdminCourseDeps): void {
  deps.readCache.invalidate(COURSES_CACHE, REVIEWS_CACHE);
}

export async function createAdminCourse(
  deps: AdminCourseDeps,
  actor: AdminActor,
  input: AdminCourseInput,
): Promise<AdminCourse> {
  const { columns, learn } = columnsOf(await asOwnInstructor(deps.db, actor, input));
  return deps.db.transaction(async (tx) => {
    await assertInstructor(tx, columns.instructorId);
    const [row] = await tx
      .insert(courses)
      .values({ ...columns, isPublished: false, publicationDate: new Date() })
      .returning();
    if (!row) throw new Error('course insert returned nothing');
    await replaceLearnLines(tx, row.id, learn);
    const course = await presentCourse(tx, row);
    await auditCourse(tx, actor, 'course.create', course.id, null, course);
    return course;
  });
}

/**
 * Saves every field. A new fee applies to orders placed from now on: an order keeps the amount
 * it was created with (modules/orders prices each order once, from the catalogue).
 */
export async function updateAdminCourse(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
  input: AdminCourseInput,
): Promise<AdminCourse> {
  await assertOwnsCourse(deps.db, actor, id);
  const { columns, learn } = columnsOf(await asOwnInstructor(deps.db, actor, input));
  const saved = await deps.db.transaction(async (tx) => {
    const locked = await findCourseRow(tx, id, true);
    await assertInstructor(tx, columns.instructorId);
    const before = await presentCourse(tx, locked);
    const [row] = await tx
      .update(courses)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw new Error('course update returned nothing');
    await replaceLearnLines(tx, id, learn);
    const after = await presentCourse(tx, row);
    await auditCourse(tx, actor, 'course.update', id, before, after);
    return after;
  });
  refreshCatalogue(deps);
  return saved;
}

/** A copy as a draft, "(copy)" after its title, with the same picture and no learners or reviews. */
export async function duplicateAdminCourse(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminCourse> {
  await assertOwnsCourse(deps.db, actor, id);
  return deps.db.transaction(async (tx) => {
    const source = await findCourseRow(tx, id);
    const {
      id: _id,
      status: _status,
      rating: _rating,
      numReviews: _reviews,
      numStudents: _students,
      createdAt: _created,
      updatedAt: _updated,
      archivedAt: _archived,
      ...fields
    } = source;
    const [row] = await tx
      .insert(courses)
      .values({
        ...fields,
        title: `${source.title} (copy)`.slice(0, 200),
        titleTa: source.titleTa ? `${source.titleTa} (நகல்)`.slice(0, 200) : null,
        isPublished: false,
        publicationDate: new Date(),
      })
      .returning();
    if (!row) throw new Error('course insert returned nothing');
    const original = await presentCourse(tx, source);
    await replaceLearnLines(tx, row.id, original.whatYouWillLearn);
    if (source.imageVersion > 0) {
      // The picture's bytes are copied in the database; they never travel through the server.
      await tx.execute(
        sql`insert into ${courseImages} (course_id, content_type, data)
            select ${row.id}::uuid, content_type, data from ${courseImages} where course_id = ${id}::uuid`,
      );
    }
    const copy = await presentCourse(tx, row);
    await auditCourse(
      tx,
      actor,
      'course.duplicate',
      copy.id,
      { copiedFrom: original.id, title: original.title },
      copy,
    );
    return copy;
  });
}

export type StatusChange = 'publish' | 'unpublish' | 'archive';

/** The columns each change sets; publishing dates the course as new in the catalogue. */
function columnsFor(change: StatusChange, now: Date): Partial<CourseRow> {
  if (change === 'publish') return { isPublished: true, archivedAt: null, publicationDate: now };
  if (change === 'unpublish') return { isPublished: false, archivedAt: null };
  return { isPublished: false, archivedAt: now };
}

const TARGET = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;

/**
 * Publish, unpublish (back to drafts) or archive. Asking for the status the course already has
 * changes nothing and writes no audit entry, so a double click makes one change. Enrolments are
 * never touched: a learner keeps an unpublished or archived course (modules/classroom).
 */
export async function changeCourseStatus(
  deps: AdminCourseDeps,
  actor: AdminActor,
  id: string,
  change: StatusChange,
): Promise<{ course: AdminCourse; changed: boolean }> {
  await assertOwnsCourse(deps.db, actor, id);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await findCourseRow(tx, id, true);
    const before = await presentCourse(tx, locked);
    if (locked.status === TARGET[change]) return { course: before, changed: false };
    const now = new Date();
    const [row] = await tx
      .update(courses)
      .set({ ...columnsFor(change, now), updatedAt: now })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw new Error('course update returned nothing');
    const after = await presentCourse(tx, row);
    await auditCourse(tx, actor, `course.${change}`, id, before, after);
    return { course: after, changed: true };
  });
  if (result.changed) refreshCatalogue(deps);
  return result;
}
