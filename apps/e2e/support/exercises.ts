import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { useSession } from './accounts';

/** The seeded staff accounts (README): the admin runs the console, Karthik teaches. */
export const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
export const INSTRUCTOR = { email: 'instructor@kalvi.academy', password: 'teach-with-kalvi' };

/** Signs in through the API: the token, and the header that carries it. */
export async function bearer(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/auth/login', { data: who });
  expect(res.ok()).toBe(true);
  const token: string = (await res.json()).token;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

type Bilingual = { en: string; ta: string };

/** What the console's exercise editor saves, but the English title, which is the lesson's. */
export interface ExerciseSpec {
  titleTa: string;
  statement: Bilingual;
  language: 'python' | 'javascript';
  starterCode: string;
  referenceSolution: string;
  tests: { input: string; expected: string; sample: boolean }[];
  hints: Bilingual[];
}

/**
 * A new exercise lesson at the end of a seeded course's first section, authored and published
 * by the admin through the API the console uses. Publishing runs the reference solution, which
 * may be the judge's first judgement of the run: `publishMs` bounds that wait.
 */
export async function authorExercise(
  request: APIRequestContext,
  course: string,
  title: string,
  exercise: ExerciseSpec,
  publishMs: number,
): Promise<{ courseId: string; lessonId: string }> {
  const { headers } = await bearer(request, ADMIN);
  const found = await request.get(`/api/admin/curriculum/courses?limit=50&q=${encodeURIComponent(course)}`, {
    headers,
  });
  const courseId: string = (await found.json()).data[0].id;
  const outline = await request.get(`/api/admin/courses/${courseId}/curriculum`, { headers });
  const sectionId: string = (await outline.json()).data.sections[0].id;
  const added = await request.post(`/api/admin/courses/${courseId}/lessons`, {
    headers,
    data: { sectionId, kind: 'exercise', title, durationMinutes: 15, isRequired: false },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const lessonId: string = (await added.json()).data.sections
    .flatMap((s: { lessons: { id: string; title: string }[] }) => s.lessons)
    .find((l: { title: string }) => l.title === title).id;
  const { titleTa, ...rest } = exercise;
  const saved = await request.put(`/api/admin/courses/${courseId}/lessons/${lessonId}/exercise`, {
    headers,
    data: { title: { en: title, ta: titleTa }, ...rest },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const exerciseId: string = (await saved.json()).data.id;
  const published = await request.put(`/api/admin/exercises/${exerciseId}/publish`, {
    headers,
    data: { published: true },
    timeout: publishMs,
  });
  expect(published.status(), await published.text()).toBe(200);
  expect((await published.json()).data.published).toBe(true);
  return { courseId, lessonId };
}

/** A 390 px touch phone reading Kalvi in Tamil, signed in with the token. */
export async function tamilPhone(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (window === window.top) window.localStorage.setItem('kalvi.language', 'ta');
  });
  await useSession(page, token);
  return page;
}
