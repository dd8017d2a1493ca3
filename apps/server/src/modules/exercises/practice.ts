import {
  type Language,
  makePagination,
  PRACTICE_PAGE_SIZE,
  type PracticeItem,
  type PracticeListQuery,
} from '@kalvi/shared';
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { exerciseSubmissions, exercises } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { readPage } from '../../lib/paging.ts';
import { languageName } from './languages.ts';
import { acceptanceRate, EXERCISE_NOT_FOUND, pick } from './queries.ts';
import { exerciseView } from './view.ts';

/**
 * The free practice set (docs/decisions/172-exercise-queue-and-access.md): published problems
 * with a slug, filtered on the partial index exercises_practice_idx; acceptance and solvers are
 * the counters the judging transaction keeps on each row.
 */
const published = and(isNotNull(exercises.slug), eq(exercises.published, true));

export async function practicePage(
  { db }: DbDeps,
  userId: string | null,
  query: PracticeListQuery,
  language: Language,
): Promise<{ data: PracticeItem[]; pagination: ReturnType<typeof makePagination> }> {
  const filters: (SQL | undefined)[] = [published];
  if (query.language) filters.push(eq(exercises.language, query.language));
  if (query.difficulty) filters.push(eq(exercises.difficulty, query.difficulty));
  if (query.topic) filters.push(eq(exercises.topic, query.topic));
  const where = and(...filters);
  const { rows, total } = await readPage(
    db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(
        sql`case ${exercises.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`,
        asc(exercises.slug),
      ),
    db.select({ n: count() }).from(exercises).where(where),
    { page: query.page, limit: PRACTICE_PAGE_SIZE },
  );
  const solved = new Set<string>();
  if (userId && rows.length > 0) {
    const mine = await db
      .selectDistinct({ id: exerciseSubmissions.exerciseId })
      .from(exerciseSubmissions)
      .where(
        and(
          eq(exerciseSubmissions.userId, userId),
          inArray(
            exerciseSubmissions.exerciseId,
            rows.map((r) => r.id),
          ),
          eq(exerciseSubmissions.kind, 'submit'),
          eq(exerciseSubmissions.verdict, 'accepted'),
        ),
      );
    for (const m of mine) solved.add(m.id);
  }
  return {
    data: rows.map((r) => ({
      id: r.id,
      slug: r.slug ?? '',
      title: pick({ en: r.titleEn, ta: r.titleTa }, language),
      language: r.language,
      languageName: languageName(r.language),
      topic: r.topic,
      difficulty: r.difficulty,
      acceptanceRate: acceptanceRate(r),
      solvers: r.solvers,
      solvedByMe: solved.has(r.id),
    })),
    pagination: makePagination(query.page, PRACTICE_PAGE_SIZE, total),
  };
}

export async function practiceTopics({ db }: DbDeps): Promise<string[]> {
  const rows = await db
    .selectDistinct({ topic: exercises.topic })
    .from(exercises)
    .where(and(published, sql`${exercises.topic} <> ''`))
    .orderBy(asc(exercises.topic));
  return rows.map((r) => r.topic);
}

export async function practiceBySlug(
  { db }: DbDeps,
  userId: string | null,
  slug: string,
  language: Language,
) {
  const [row] = await db
    .select()
    .from(exercises)
    .where(and(published, eq(exercises.slug, slug)));
  if (!row) throw notFound(EXERCISE_NOT_FOUND);
  return exerciseView(db, row, userId, language);
}
