import { CERTIFICATE_ID_PATTERN, type Certificate, type Language } from '@kalvi/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { certificates, courseEnrollments, courses, lessonProgress, lessons, users } from '../../db/schema.ts';
import { newCertificateId } from '../../lib/certificate-id.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import { liveShareMet } from '../batches/attendance-share.ts';

type CertificateRow = typeof certificates.$inferSelect;

/** The public address that verifies a certificate (printed on it and in its QR code). */
export function verifyUrl(appUrl: string, id: string): string {
  return `${appUrl.replace(/\/$/, '')}/certificates/${id}`;
}

export function toCertificate(row: CertificateRow, appUrl: string): Certificate {
  return {
    id: row.id,
    kind: row.courseId ? 'course' : 'event',
    recipientName: row.recipientName,
    title: row.title,
    instructorName: row.instructorName,
    issuedAt: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt?.toISOString() ?? null,
    verifyUrl: verifyUrl(appUrl, row.id),
  };
}

/**
 * Issues the course certificate when every required lesson is finished and, in a batch, the
 * share of live sessions the course requires is attended (docs/decisions/217). Runs in the
 * completion's transaction after `lockEnrollment`, so completions are serialised per learner
 * and course; the unique (user, course) index makes a second issue impossible whatever happens.
 * Returns the new certificate, or null when none was issued now.
 */
export async function issueIfComplete(
  tx: Tx,
  userId: string,
  courseId: string,
): Promise<CertificateRow | null> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  if (!course?.certifications) return null;
  const [required] = await tx
    .select({ n: count() })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isRequired, true)));
  const [done] = await tx
    .select({ n: count() })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        eq(lessons.isRequired, true),
      ),
    );
  if (!required || required.n === 0 || (done?.n ?? 0) < required.n) return null;
  if (!(await liveShareMet(tx, userId, courseId, course.liveAttendancePercent))) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [issued] = await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId,
      recipientName: personName(user),
      title: course.title,
      instructorName: course.instructorName,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning();
  return issued ?? null;
}

/** Anyone may look a certificate up by its ID; an ID of the wrong shape is simply not found. */
export const findCertificate = ({ db }: DbDeps, id: string) => readCertificate(db, id);

/** findCertificate inside a caller's transaction. */
async function readCertificate(tx: Tx, id: string): Promise<CertificateRow> {
  const row = CERTIFICATE_ID_PATTERN.test(id)
    ? (await tx.select().from(certificates).where(eq(certificates.id, id)))[0]
    : undefined;
  if (!row) throw notFound('No certificate has this ID. Please check it and try again.');
  return row;
}

/** The language the certificate's learner chose for their account; English until they choose. */
export async function recipientLanguage({ db }: DbDeps, row: CertificateRow): Promise<Language> {
  const [user] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, row.userId));
  return user?.language ?? 'en';
}

export async function myCertificates({ db }: DbDeps, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(200);
}

/**
 * A refund or staff revocation of a course enrolment: the lessons close at once and the
 * course certificate, if any, shows as revoked. Returns false when there was no live enrolment.
 */
export async function revokeCourseEnrollment(
  tx: Tx,
  userId: string,
  courseId: string,
  reason: string,
): Promise<boolean> {
  const now = new Date();
  const revoked = await tx
    .update(courseEnrollments)
    .set({ revokedAt: now })
    .where(
      and(
        eq(courseEnrollments.userId, userId),
        eq(courseEnrollments.courseId, courseId),
        isNull(courseEnrollments.revokedAt),
      ),
    )
    .returning({ id: courseEnrollments.id });
  await tx
    .update(certificates)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    );
  return revoked.length > 0;
}

/** A refunded course takes its certificate with it: the record stays, shown as revoked. */
export async function revokeCertificatesFor(
  tx: Tx,
  userId: string,
  courseId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    );
}

/** Staff revocation of one certificate (a mistake, misconduct); the record stays, marked revoked. */
export async function revokeCertificate(tx: Tx, id: string, reason: string): Promise<CertificateRow> {
  await readCertificate(tx, id);
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(certificates.id, id))
    .returning();
  if (!row) throw notFound('No certificate has this ID. Please check it and try again.');
  return row;
}
