import { openDatabase, SessionTokens, seedDatabase } from '@kalvi/server/test-support/database';
import { insertCourse, insertEvent, insertLearners } from '../helpers/fixtures.ts';
import { JWT_SECRET } from '../helpers/instance.ts';
import { query } from '../helpers/postgres.ts';

export interface LoadData {
  courseIds: string[];
  eventId: string;
  reviewCourseIds: string[];
  signInEmails: string[];
  /** Learners with a session, enrolled in every review course: each enrols once and reviews once per course. */
  learners: { token: string }[];
}

/**
 * The demo catalogue plus learners with sessions issued straight in the database: signing 1,000
 * learners in through the API would meet the per-address sign-in limit, which guards exactly that.
 */
export async function prepareLoad(url: string, learnerCount: number): Promise<LoadData> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    await seedDatabase(database.db, { log: () => {} });
    const { rows } = await query<{ id: string }>(
      url,
      'select id from courses where is_published order by id',
    );
    const reviewCourseIds = await Promise.all([1, 2, 3, 4].map(() => insertCourse(url)));
    const eventId = await insertEvent(url, 100_000, 100_000);
    const emails = await insertLearners(url, learnerCount);
    const { rows: users } = await query<{ id: string }>(url, 'select id from users where email = any($1)', [
      emails,
    ]);
    await query(
      url,
      `insert into course_enrollments (user_id, course_id)
       select u, c from unnest($1::uuid[]) as u cross join unnest($2::uuid[]) as c`,
      [users.map((u) => u.id), reviewCourseIds],
    );
    const tokens = new SessionTokens(database.db, JWT_SECRET);
    const learners = [];
    for (const user of users) learners.push({ token: await tokens.issue(user.id) });
    return {
      courseIds: rows.map((r) => r.id),
      eventId,
      reviewCourseIds,
      signInEmails: emails.slice(0, 20),
      learners,
    };
  } finally {
    await database.close();
  }
}
