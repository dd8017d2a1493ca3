import { registerByApi, signInThroughDialog } from '../support/accounts';
import { enrolFree } from '../support/batches';
import { authorExercise, type ExerciseSpec, tamilPhone } from '../support/exercises';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 28's journeys (docs/decisions/171-coding-exercises.md). The console authors the exercise
 * through the API the console uses, so the journey does not depend on which exercises the seed
 * holds: a learner in Tamil on a 390 px phone runs, fails a hidden test, reads the hint, submits
 * a passing solution and sees the lesson completed; a visitor filters the practice set, opens
 * whichever problem the list shows first, is asked to sign in, then runs its starter code.
 *
 * The judge runs in worker processes started on first use (Pyodide takes a while to load on a
 * busy machine), so the first judgement of a run has a generous but bounded wait of its own.
 */
const FIRST_JUDGEMENT_MS = 90_000;
const JUDGEMENT_MS = 30_000;
const COURSE = 'Cyber Security Fundamentals';
// Passes the sample (2 3 -> 5) but not the hidden test with negative numbers.
const WRONG = 'a, b = map(int, input().split())\nprint(abs(a) + abs(b))\n';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';

const SUM: ExerciseSpec = {
  titleTa: 'இரு எண்களின் கூட்டுத்தொகை',
  statement: {
    en: 'Read two whole numbers on one line and print their sum.',
    ta: 'ஒரே வரியில் உள்ள இரண்டு முழு எண்களைப் படித்து, அவற்றின் கூட்டுத்தொகையை அச்சிடுங்கள்.',
  },
  language: 'python',
  starterCode: 'a, b = map(int, input().split())\n',
  referenceSolution: RIGHT,
  tests: [
    { input: '2 3\n', expected: '5\n', sample: true },
    { input: '-4 1\n', expected: '-3\n', sample: false },
    { input: '100 250\n', expected: '350\n', sample: false },
  ],
  hints: [{ en: 'Negative numbers stay negative.', ta: 'எதிர்ம எண்கள் எதிர்மமாகவே இருக்கும்.' }],
};

test('a learner in Tamil on a phone runs, fails a hidden test, reads the hint and completes an exercise', async ({
  browser,
  request,
}) => {
  test.setTimeout(FIRST_JUDGEMENT_MS + 150_000);
  const { courseId, lessonId } = await step('author and publish the exercise (API)', () =>
    authorExercise(request, COURSE, `Sum of two numbers ${Date.now()}`, SUM, FIRST_JUDGEMENT_MS),
  );
  const { token } = await step('register and enrol a Tamil learner (API)', async () => {
    const learner = await registerByApi(request, {
      firstName: 'Kavya',
      lastName: 'Raman',
      password: 'code-in-tamil-1',
    });
    const enrolled = await enrolFree(request, courseId, { authorization: `Bearer ${learner.token}` });
    expect(enrolled.ok()).toBe(true);
    // The account's language wins over the browser's: this learner chose Tamil.
    const tamil = await request.put('/api/auth/profile/language', {
      headers: { authorization: `Bearer ${learner.token}` },
      data: { language: 'ta' },
    });
    expect(tamil.ok()).toBe(true);
    return learner;
  });

  const page = await tamilPhone(browser, token);
  const main = page.getByRole('main');
  const editor = main.getByRole('textbox', { name: /நிரல் திருத்தி/ });
  const write = async (code: string) => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.fill(code);
  };

  await step('open the exercise lesson', async () => {
    await page.goto(`/learn/${courseId}/${lessonId}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The exercise's own title, in Tamil; the lesson's title in the outline is the author's.
    await expect(main.getByRole('heading', { level: 1, name: 'இரு எண்களின் கூட்டுத்தொகை' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'மாதிரிச் சோதனைகள்' })).toBeVisible();
    await expect(editor).toBeVisible();
    // Nothing wider than the phone: the editor scrolls itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  await step('run: the sample passes with the wrong idea', async () => {
    await write(WRONG);
    await main.getByRole('button', { name: 'இயக்கு', exact: true }).click();
    await expect(main.getByText('சோதனை 1: ஏற்கப்பட்டது')).toBeVisible({ timeout: FIRST_JUDGEMENT_MS });
  });

  await step('submit: a hidden test fails, by its verdict only', async () => {
    await main.getByRole('button', { name: 'சமர்ப்பி', exact: true }).click();
    await expect(main.getByText('மறைவான சோதனை 2: தவறான விடை')).toBeVisible({ timeout: JUDGEMENT_MS });
  });

  await step('read the hint', async () => {
    await main.getByRole('button', { name: 'ஒரு குறிப்பைக் காட்டு' }).click();
    await expect(main.getByText('எதிர்ம எண்கள் எதிர்மமாகவே இருக்கும்.')).toBeVisible();
  });

  await step('a reload brings the draft back', async () => {
    // Saved on the device and on the server.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(editor).toContainText('abs(a)');
  });

  await step('a passing submission completes the lesson', async () => {
    await write(RIGHT);
    await main.getByRole('button', { name: 'சமர்ப்பி', exact: true }).click();
    await expect(main.getByText('3 சோதனைகளில் 3 வெற்றி')).toBeVisible({ timeout: JUDGEMENT_MS });
    await expect(main.getByRole('status').filter({ hasText: 'நிறைவுற்றது' })).toBeVisible();
    // The outline ticks it.
    await expect(
      page
        .getByRole('navigation', { name: 'பாடங்கள்' })
        .getByRole('link', { name: /நிறைவுற்றது/ })
        .first(),
    ).toBeVisible();
  });
  await page.context().close();
});

test('a visitor filters the practice set, opens a problem, signs in and runs its starter code', async ({
  page,
}) => {
  test.setTimeout(FIRST_JUDGEMENT_MS + 60_000);
  const main = page.getByRole('main');

  await step('reach Practice from /problems', async () => {
    await page.goto('/problems');
    await main.getByRole('link', { name: 'Open Practice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  });

  const title = await step('filter, and open the first problem listed', async () => {
    await main.getByLabel('Language', { exact: true }).selectOption('python');
    await expect(page).toHaveURL(/language=python/);
    await main.getByLabel('Difficulty', { exact: true }).selectOption('easy');
    await expect(page).toHaveURL(/difficulty=easy/);
    const problems = main.getByRole('listitem');
    await expect(problems.first()).toBeVisible();
    await expect(problems.first().getByText(/^Python/)).toBeVisible();
    await expect(problems.first().getByText('Easy', { exact: true })).toBeVisible();
    const first = problems.first().getByRole('link');
    const name = ((await first.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    return name;
  });

  await step('a visitor is asked to sign in before running code', async () => {
    await expect(main.getByRole('heading', { name: 'Sample tests' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Sign in to run your code' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await step('signed in, the same page runs the starter code', async () => {
    await signInThroughDialog(page, 'demo@kalvi.academy', 'learn-with-kalvi');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await main.getByRole('button', { name: 'Run', exact: true }).click();
    // Whatever the starter code does, the judge answers test by test.
    await expect(main.getByText(/^Test 1: /).first()).toBeVisible({ timeout: FIRST_JUDGEMENT_MS });
  });
});
