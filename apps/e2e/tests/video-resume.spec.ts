import type { Page } from '@playwright/test';
import { registerByApi, useSession } from '../support/accounts';
import { enrolFree } from '../support/batches';
import { expect, test, untilHydrated } from '../support/test';

/*
 * Issue 32 (docs/decisions/184-video-positions.md): a learner pauses a video on one device and
 * the other device offers to resume there. The video hosts are stood in for by a page at their
 * address that reports a pause at 1:35, as YouTube's and Vimeo's players post it to our page.
 */
const COURSE = 'HTML & CSS Foundations in Tamil';
const STAND_IN = `<!doctype html><script>
  parent.postMessage(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 95.4, duration: 600, playerState: 2 } }), '*');
  parent.postMessage(JSON.stringify({ event: 'pause', data: { seconds: 95.4, duration: 600 } }), '*');
</script>`;

async function standInPlayers(page: Page) {
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**']) {
    await page.route(host, (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN }));
  }
}

test('a video paused on one device resumes there on another, or starts over', async ({
  browser,
  request,
}) => {
  const learner = await registerByApi(request, {
    firstName: 'Kavin',
    lastName: 'Raj',
    password: 'watch-and-learn-1',
  });
  const found = await request.get(`/api/courses?search=${encodeURIComponent(COURSE)}`);
  const courseId: string = (await found.json()).data.find((c: { title: string }) => c.title === COURSE).id;
  const headers = { authorization: `Bearer ${learner.token}` };
  expect((await enrolFree(request, courseId, headers)).ok()).toBe(true);
  const outline = (await (await request.get(`/api/curriculum/${courseId}`, { headers })).json()).data;
  const video = outline.sections
    .flatMap((s: { lessons: { id: string; kind: string }[] }) => s.lessons)
    .find((l: { kind: string }) => l.kind === 'video');
  const lessonPath = `/learn/${courseId}/${video.id}`;

  const laptop = await browser.newPage();
  await useSession(laptop, learner.token);
  await standInPlayers(laptop);
  await laptop.goto(lessonPath);
  await untilHydrated(laptop);
  const saved = laptop.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/lessons/${video.id}/video-position`) && res.request().method() === 'PUT',
  );
  await laptop.getByRole('button', { name: 'Play video' }).click();
  expect((await saved).status()).toBe(200);

  // The phone is another sign-in of the same account.
  const login = await request.post('/api/auth/login', {
    data: { email: learner.email, password: 'watch-and-learn-1' },
  });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await useSession(phone, (await login.json()).token);
  await standInPlayers(phone);
  await phone.goto(lessonPath);
  await untilHydrated(phone);
  await expect(phone.getByRole('button', { name: 'Start over' })).toBeVisible();
  // Pictures for a person to look at, when VIDEO_SHOTS names a folder.
  if (process.env.VIDEO_SHOTS) {
    await phone.screenshot({ path: `${process.env.VIDEO_SHOTS}/video-resume-390.png` });
    await laptop.reload();
    await untilHydrated(laptop);
    await expect(laptop.getByRole('button', { name: 'Start over' })).toBeVisible();
    await laptop.screenshot({ path: `${process.env.VIDEO_SHOTS}/video-resume-1280.png` });
  }
  await phone.getByRole('button', { name: 'Resume from 1:35' }).click();
  await expect(phone.locator('iframe')).toHaveAttribute('src', /(start=95|#t=95s)$/);

  await laptop.reload();
  await untilHydrated(laptop);
  await laptop.getByRole('button', { name: 'Start over' }).click();
  await expect(laptop.locator('iframe')).not.toHaveAttribute('src', /start=|#t=/);
  await laptop.close();
  await phone.close();
});
