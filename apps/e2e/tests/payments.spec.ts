import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/*
 * The TEST MODE gateway in a real browser, under the product's CSP: its checkout script loads
 * from our server and behaves like Razorpay's checkout.js (constructor, open, payment.failed,
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
