import { mkdirSync } from 'node:fs';
import { pdfText } from '@kalvi/server/test-support/pdf-text';
import { registerByApi, useSession } from '../support/accounts';
import { onlineEventInput, openEvent } from '../support/events';
import { testOnOwnServer } from '../support/own-server';
import { step } from '../support/step';
import { expect } from '../support/test';

/*
 * Issue 31 for events: a learner whose profile says Karnataka opens a paid online event, finds
 * the state prefilled (docs/decisions/187), applies a coupon made for the event and sees the new
 * price before paying (decision 181), pays it through the test gateway, and the invoice charges
 * IGST in Karnataka with the discount line. Preconditions through the API; on a server of its
 * own, since a new event changes the seeded counts events.spec.ts reads on the shared one.
 */
const test = testOnOwnServer;

const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const shots = '/tmp/shots-event-checkout';
mkdirSync(shots, { recursive: true });

test('a paid event with a coupon: state from the profile, the new price, IGST on the invoice', async ({
  page,
  request,
  own,
}) => {
  test.setTimeout(120_000);
  const title = `Bengaluru Evening TypeScript ${Date.now().toString(36)}`;
  const code = `EVT${Date.now().toString(36).toUpperCase()}`;

  const learner = await step('staff make a ₹1,499 online event and a ₹300 coupon for it', async () => {
    const login = await request.post('/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    const admin = bearer((await login.json()).token);
    const created = await request.post('/api/admin/events', {
      headers: admin,
      data: onlineEventInput(title, {
        description: 'Two hours of TypeScript generics, online.',
        type: 'workshop',
        isFree: false,
        price: 1499,
        originalPrice: 1999,
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId: string = (await created.json()).data.id;
    const coupon = await request.post('/api/admin/coupons', {
      headers: admin,
      data: {
        code: code.toLowerCase(),
        kind: 'fixed',
        value: 30_000,
        courseIds: [],
        eventIds: [eventId],
        validFrom: null,
        validUntil: null,
        maxUses: 5,
        perLearnerLimit: 1,
        minOrder: 0,
      },
    });
    expect(coupon.status(), await coupon.text()).toBe(200);

    // The learner said on their profile that they are in Karnataka.
    const registered = await registerByApi(
      request,
      { firstName: 'Kavya', lastName: 'Gowda', password: 'events-in-bengaluru' },
      own.dataDir,
    );
    const profile = await request.put('/api/auth/profile', {
      headers: bearer(registered.token),
      data: { firstName: 'Kavya', lastName: 'Gowda', phone: '9876543210', stateCode: '29' },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    return registered;
  });

  const dialog = await step('the checkout starts in Karnataka and prices the coupon', async () => {
    await useSession(page, learner.token);
    const view = await openEvent(page, title);
    await expect(view.getByLabel('Your state or union territory')).toHaveValue('29');
    await expect(view.getByRole('button', { name: 'Pay ₹1,499 & Enroll' })).toBeVisible();
    await view.getByRole('button', { name: 'Have a coupon or referral code?' }).click();
    await view.getByLabel('Coupon or referral code').fill('NOT-FOR-THIS');
    await view.getByRole('button', { name: 'Apply' }).click();
    await expect(view.getByText('This coupon code is not valid.')).toBeVisible();
    await view.getByLabel('Coupon or referral code').fill(code.toLowerCase());
    await view.getByRole('button', { name: 'Apply' }).click();
    await expect(view.getByText(`Coupon ${code} applied: ₹300 off`)).toBeVisible();
    await expect(view.getByText('You pay ₹1,199')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Pay ₹1,199 & Enroll' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await view.getByRole('button', { name: 'Pay ₹1,199 & Enroll' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/event-checkout-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    return view;
  });

  await step('the learner pays the new price in the test gateway and is enrolled', async () => {
    await dialog.getByRole('button', { name: 'Pay ₹1,199 & Enroll' }).click();
    const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
    await gateway.getByRole('button', { name: 'Pay ₹1,199' }).click();
    await expect(page.getByText('Payment successful! Enrolled in event.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '✓ Enrolled' })).toBeVisible();
  });

  await step('the invoice charges IGST in Karnataka on the discounted value', async () => {
    const orders = await request.get('/api/payments/orders', { headers: bearer(learner.token) });
    const [order] = (await orders.json()).data as {
      amount: number;
      discount: number;
      credit: number;
      invoiceUrl: string;
    }[];
    expect(order).toMatchObject({ amount: 1199, discount: 30_000, credit: 0 });
    const pdf = await request.get(order?.invoiceUrl ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`Discount (coupon ${code})`);
    expect(text).toContain('IGST @ 18%');
    // ₹1,199 paid: ₹1,016.10 taxable, ₹182.90 IGST; ₹1,270.34 list value less ₹254.24 off.
    for (const figure of ['1,270.34', '-254.24', '1,016.10', '182.90'])
      expect(text, figure).toContain(figure);
    expect(text).not.toContain('CGST');
  });

  await step('the account page shows the state the checkout started from', async () => {
    await page.goto('/profile');
    const state = page.getByLabel('State or union territory');
    await expect(state).toHaveValue('29');
    await page.setViewportSize({ width: 390, height: 844 });
    await state.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/profile-state-390.png` });
  });
});
