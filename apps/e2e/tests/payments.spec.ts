import { mkdirSync } from 'node:fs';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * Paying for a course through the built-in TEST MODE gateway, as a learner would, and the
 * gateway's checkout script itself in a real browser under the product's CSP: it loads from
 * our server and behaves like Razorpay's checkout.js (constructor, open, payment.failed,
 * handler, modal.ondismiss).
 */
const shots = '/tmp/shots-payments';
mkdirSync(shots, { recursive: true });

interface Recorded {
  failed?: string;
  dismissed?: boolean;
  paid?: object;
}

/** Loads the gateway's script as checkout.ts does and opens it for a made-up order. */
async function openTestCheckout(page: Page, orderId = 'order_test_e2e') {
  await page.evaluate((order_id) => {
    const w = window as unknown as {
      __recorded: Recorded;
      Razorpay: new (
        o: object,
      ) => { open(): void; on(e: string, cb: (r: { error: { description: string } }) => void): void };
    };
    w.__recorded = {};
    const rzp = new w.Razorpay({
      key: 'kalvi_test_gateway',
      amount: 49900,
      currency: 'INR',
      name: 'Kalvi',
      description: 'Full Stack Web Development',
      order_id,
      prefill: { name: 'Priya Raman', email: 'priya.raman@example.com', contact: '9876543210' },
      theme: { color: '#1e3a8a' },
      handler: (response: object) => {
        w.__recorded.paid = response;
      },
      modal: {
        ondismiss: () => {
          w.__recorded.dismissed = true;
        },
      },
    });
    rzp.on('payment.failed', (response) => {
      w.__recorded.failed = response.error.description;
    });
    rzp.open();
  }, orderId);
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);

for (const width of [1280, 390]) {
  test(`the TEST MODE checkout is a labelled dialog with the amount, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/');
    await page.addScriptTag({ url: '/api/payments/test-gateway/checkout.js' });
    await openTestCheckout(page);

    const dialog = page.getByRole('dialog', { name: 'Kalvi: test payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(dialog.getByText('₹499', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay ₹499' })).toBeFocused();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/test-gateway-${width}.png` });
  });
}

test('Simulate failure reports payment.failed; Cancel and Escape dismiss', async ({ page }) => {
  await page.goto('/');
  await page.addScriptTag({ url: '/api/payments/test-gateway/checkout.js' });

  await openTestCheckout(page);
  await page.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await recorded(page)).toEqual({ failed: 'Payment declined by the test gateway' });

  await openTestCheckout(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await recorded(page)).toEqual({ dismissed: true });

  await openTestCheckout(page);
  // Tab stays inside the dialog: from the last button back to the first.
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await recorded(page)).toEqual({ dismissed: true });
});

test('Pay without a session shows the server’s refusal in the dialog and charges nothing', async ({
  page,
}) => {
  await page.goto('/');
  await page.addScriptTag({ url: '/api/payments/test-gateway/checkout.js' });
  await openTestCheckout(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please log in to continue' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${shots}/test-gateway-refused-1280.png` });
  expect(await recorded(page)).toEqual({});
});

/** A fresh learner, signed in through the dialog, with a paid course's details open. */
async function openPaidCourse(page: Page, request: Parameters<typeof registerByApi>[0], title: string) {
  const password = 'pay-with-kalvi';
  const { email } = await registerByApi(request, { firstName: 'Meena', lastName: 'Kumar', password });
  // Straight to the search result: typing would race the search's debounce on a slow machine.
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await signInThroughDialog(page, email, password);
  await page
    .getByRole('main')
    .getByRole('link', { name: `View details of ${title}` })
    .click();
  const course = page.getByRole('dialog', { name: title });
  await expect(course).toBeVisible();
  return course;
}

test('a learner buys a course in TEST MODE, is enrolled, and downloads the invoice', async ({
  page,
  request,
}) => {
  // A whole journey (sign-up, sign-in, payment, invoice, profile) on a machine shared with other work.
  test.setTimeout(90_000);
  const course = await openPaidCourse(page, request, 'React.js from Zero to Deployment');
  await course.getByRole('button', { name: 'Enroll Now · ₹4,999' }).click();

  const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
  await expect(gateway).toBeVisible();
  await expect(gateway.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(gateway.getByText('₹4,999', { exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/course-checkout-1280.png` });
  await gateway.getByRole('button', { name: 'Pay ₹4,999' }).click();

  await expect(page.getByText(/^Payment successful! Payment ID: pay_test_\w+$/)).toBeVisible();
  await expect(page.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
  await expect(gateway).toHaveCount(0);
  await expect(course.getByRole('button', { name: 'Enrolled' })).toBeVisible();
  const invoice = course.getByRole('link', { name: 'Download your invoice' });
  await expect(invoice).toBeVisible();
  await page.screenshot({ path: `${shots}/course-paid-1280.png` });

  // The link works on its own (a new tab sends no bearer header) and is a real PDF.
  const href = await invoice.getAttribute('href');
  expect(href).toMatch(/^\/api\/payments\/invoices\/[0-9a-f-]{36}\?token=/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((url) => {
      const a = document.createElement('a');
      a.href = url;
      a.download = '';
      document.body.append(a);
      a.click();
      a.remove();
    }, href ?? ''),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kalvi-invoice-INV-\d{4}-\d{6}\.pdf$/);
  const pdf = await request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Enrolled survives a reload: the server holds it.
  await page.reload();
  await expect(
    page
      .getByRole('dialog', { name: 'React.js from Zero to Deployment' })
      .getByRole('button', { name: 'Enrolled' }),
  ).toBeVisible();

  // 'My learning' on the profile lists the course, the paid order and its invoice.
  await page.goto('/profile');
  const learning = page.getByRole('region', { name: 'My learning' });
  await expect(
    learning.getByRole('link', { name: 'React.js from Zero to Deployment', exact: true }),
  ).toBeVisible();
  await expect(learning.getByText('Paid', { exact: true })).toBeVisible();
  const listed = learning.getByRole('link', {
    name: 'Download the invoice for React.js from Zero to Deployment',
  });
  const listedPdf = await request.get((await listed.getAttribute('href')) ?? '');
  expect(listedPdf.headers()['content-type']).toBe('application/pdf');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await learning.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await learning.screenshot({ path: `${shots}/my-learning-${width}.png` });
  }
});

test('a declined payment says so and a closed checkout charges nothing, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const course = await openPaidCourse(page, request, 'Node.js & Express API Development');
  // Signed in at desktop width (the header's Sign In), then paying on a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const pay = course.getByRole('button', { name: 'Enroll Now · ₹3,499' });
  await pay.click();
  const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
  await expect(gateway).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/course-checkout-390.png` });

  await gateway.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(page.getByText('Payment failed: Payment declined by the test gateway')).toBeVisible();
  await expect(pay).toBeEnabled();

  await pay.click();
  await expect(gateway).toBeVisible();
  await gateway.getByRole('button', { name: 'Cancel' }).click();
  await expect(gateway).toHaveCount(0);
  // The course stays open and unpaid.
  await expect(course).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(course.getByRole('button', { name: 'Enrolled' })).toHaveCount(0);
});
