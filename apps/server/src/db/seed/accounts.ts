import { sql } from 'drizzle-orm';
import * as schema from '../schema.ts';
import { insertInBatches, type Tx } from './util.ts';

/** The ready-made learner account for trying the site (shown in the README and used by e2e). */
export const DEMO_USER = {
  email: 'demo@kalvi.academy',
  password: 'learn-with-kalvi',
  firstName: 'Priya',
  lastName: 'Raman',
  phone: '9876501234',
} as const;

/**
 * The demo staff account, an admin, for trying the staff console at /admin. Seeded with the
 * catalogue, so in development only (docs/decisions/106); shown in the README.
 */
export const DEMO_ADMIN = {
  email: 'admin@kalvi.academy',
  password: 'run-the-academy',
  firstName: 'Kavya',
  lastName: 'Sundaram',
  phone: '9876501235',
} as const;

/**
 * The demo instructor, linked to the instructor record of the course the demo learner is partway
 * through, so the console's instructor view (their own courses, the project to review) can be
 * tried. Development only, like the admin.
 */
export const DEMO_INSTRUCTOR = {
  email: 'instructor@kalvi.academy',
  password: 'teach-with-kalvi',
  firstName: 'Karthik',
  lastName: 'Subramanian',
  phone: '9876501236',
} as const;

/** The free course the demo learner is enrolled in, has reviewed and holds a certificate for. */
export const DEMO_COURSE_TITLE = 'HTML & CSS Foundations in Tamil';
/** The course the demo learner is partway through. */
export const DEMO_CURRENT_COURSE_TITLE = 'JavaScript Essentials for Absolute Beginners';

/** The demo admin and the demo instructor, with their passwords' hashes. */
export function staffAccounts(
  adminHash: string,
  instructorHash: string,
): Array<typeof schema.users.$inferInsert> {
  return [
    { ...contact(DEMO_ADMIN), passwordHash: adminHash, role: 'admin' },
    { ...contact(DEMO_INSTRUCTOR), passwordHash: instructorHash, role: 'instructor' },
  ];
}

const contact = ({ firstName, lastName, email, phone }: typeof DEMO_ADMIN | typeof DEMO_INSTRUCTOR) => ({
  firstName,
  lastName,
  email,
  phone,
});

/**
 * One instructor record per name the seeded courses and events carry (with the first title
 * given for it), assigned to them, so the console's Instructors page has the academy's people
 * and an instructor's own view has courses in it. The demo instructor's account is linked to
 * the record of the same name.
 */
export async function insertInstructors(
  tx: Tx,
  rows: Array<{ instructorName: string; instructorTitle?: string | null }>,
  demoInstructorUserId: string,
): Promise<void> {
  const titles = new Map<string, string>();
  for (const row of rows) {
    if (!titles.has(row.instructorName)) titles.set(row.instructorName, row.instructorTitle ?? '');
  }
  const demoName = `${DEMO_INSTRUCTOR.firstName} ${DEMO_INSTRUCTOR.lastName}`;
  await insertInBatches(
    tx,
    schema.instructors,
    [...titles].map(([name, title]) => ({
      name,
      title,
      userId: name === demoName ? demoInstructorUserId : null,
    })),
  );
  await tx.execute(sql`update courses set instructor_id = i.id from instructors i
    where i.name = courses.instructor_name and courses.instructor_id is null`);
  await tx.execute(sql`update events set instructor_id = i.id from instructors i
    where i.name = events.instructor_name and events.instructor_id is null`);
}
