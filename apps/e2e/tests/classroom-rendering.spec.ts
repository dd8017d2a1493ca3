import { registerByApi } from '../support/accounts';
import { enrolFree } from '../support/batches';
import { productProblem } from '../support/console';
import { expect, test } from '../support/test';

/*
 * The classroom arrives rendered for its reader (docs/decisions/186-classroom-rendered-for-its-reader.md,
 * docs/decisions/199-classroom-course-page-rendered.md): the course's page and a lesson, read
 * with scripts off, hold the outline and the progress; with scripts on, they hydrate cleanly.
 */

test.describe('the classroom, rendered for its reader', () => {
  test('reads a course page and a lesson with outline and progress before any script, then hydrates', async ({
    browser,
  }) => {
    const signUp = await browser.newContext();
    const { token } = await registerByApi(signUp.request, {
      firstName: 'Ilakkiya',
      lastName: 'Selvam',
      password: 'ssr-lesson-pass-1',
    });
    const found = await signUp.request.get(
      `/api/courses?search=${encodeURIComponent('HTML & CSS Foundations')}`,
    );
    const courseId: string = (await found.json()).data[0].id;
    const headers = { authorization: `Bearer ${token}` };
    expect((await enrolFree(signUp.request, courseId, headers)).ok()).toBe(true);
    const outline = (await (await signUp.request.get(`/api/curriculum/${courseId}`, { headers })).json())
      .data;
    const reading = outline.sections
      .flatMap((section: { lessons: { id: string; kind: string; title: string }[] }) => section.lessons)
      .find((lesson: { kind: string }) => lesson.kind === 'reading');
    const lessonBody = (await (await signUp.request.get(`/api/lessons/${reading.id}`, { headers })).json())
      .data.body;
    const firstWords =
      String(lessonBody)
        .split('\n')
        .find((line: string) => /^[A-Z]/.test(line))
        ?.slice(0, 30) ?? '';
    const storageState = await signUp.storageState();
    await signUp.close();
    const path = `/learn/${courseId}/${reading.id}`;

    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState });
    const still = await noScript.newPage();
    const answer = await still.goto(path);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(still.getByRole('heading', { level: 1, name: reading.title })).toBeVisible();
    await expect(still.getByText(`0 of ${outline.progress.total} lessons complete`)).toBeVisible();
    expect(firstWords.length).toBeGreaterThan(5);
    await expect(still.getByRole('main').getByText(firstWords).first()).toBeVisible();
    await expect(still.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
    // The course's own page in the classroom: its title, outline and the next lesson, no forward.
    const coursePage = await still.goto(`/learn/${courseId}`);
    expect(coursePage?.status()).toBe(200);
    expect(coursePage?.headers()['cache-control']).toBe('private, no-store');
    await expect(still.getByRole('heading', { level: 1, name: 'HTML & CSS Foundations' })).toBeVisible();
    const outlineNav = still.getByRole('main').getByRole('navigation', { name: 'Lessons' });
    await expect(outlineNav.getByRole('link', { name: reading.title })).toBeVisible();
    await expect(still.getByRole('main').getByRole('link', { name: 'Start the course' })).toBeVisible();
    await noScript.close();

    const live = await browser.newContext({ storageState });
    const page = await live.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (productProblem(msg)) problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText(`1 of ${outline.progress.total} lessons complete`)).toBeVisible();
    expect(problems).toEqual([]);
    await live.close();
  });
});
