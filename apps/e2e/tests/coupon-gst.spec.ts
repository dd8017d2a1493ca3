import { mkdirSync } from 'node:fs';
import { pdfText } from '@kalvi/server/test-support/pdf-text';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 31's money journey: a learner in Karnataka applies a coupon to the Tamil Nadu academy's
 * course and pays through the test gateway; the invoice charges IGST on the value after the
 * discount and prints the discount; staff refund part of it and a credit note is issued; the
 * month's GST returns CSV lists both (docs/decisions/178, 179, 181).
 */
const TITLE = 'Web Performance & Accessibility Masterclass';
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const shots = '/tmp/shots-coupons';
mkdirSync(shots, { recursive: true });

test('a coupon, IGST on the discounted value, a partial refund and the month’s returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await step('staff sign in and make a coupon for the course', async () => {
    const login = await request.post('/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    return { authorization: `Bearer ${(await login.json()).token as string}` };
  });
  const course = await step('find the course and its price', async () => {
    const found = await request.get(`/api/courses?search=${encodeURIComponent(TITLE)}`);
    const list = (await found.json()).data as { id: string; title: string; course_fee: number }[];
    const match = list.find((c) => c.title === TITLE);
    expect(match, TITLE).toBeDefined();
    return match as { id: string; course_fee: number };
  });
  const code = `KA${Date.now().toString(36).toUpperCase()}`;
  await step('create the coupon through the console API', async () => {
    const made = await request.post('/api/admin/coupons', {
      headers: admin,
      data: {
        code: code.toLowerCase(),
        kind: 'fixed',
        value: 50_000,
        courseIds: [course.id],
        eventIds: [],
        validFrom: null,
        validUntil: null,
        maxUses: 5,
        perLearnerLimit: 1,
        minOrder: 0,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
  });

  const password = 'coupon-in-bengaluru';
  const { email } = await registerByApi(request, { firstName: 'Kavya', lastName: 'Gowda', password });
  const context = await browser.newContext();
  const page = await context.newPage();
  const price = course.course_fee;
  const paid = price - 500;
  const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

  await step('the learner applies the coupon at checkout', async () => {
    await page.goto(`/courses?search=${encodeURIComponent(TITLE)}`);
    await signInThroughDialog(page, email, password);
    await page
      .getByRole('main')
      .getByRole('link', { name: `View details of ${TITLE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByLabel('Your state or union territory').selectOption('29');
    await dialog.getByRole('button', { name: 'Have a coupon or referral code?' }).click();
    await dialog.getByLabel('Coupon or referral code').fill('NOT-A-CODE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('This coupon code is not valid.')).toBeVisible();
    await dialog.getByLabel('Coupon or referral code').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText(`Coupon ${code} applied: ₹500 off`)).toBeVisible();
    await expect(dialog.getByText(`You pay ${inr(paid)}`)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await dialog.getByTestId('coupon-applied').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/checkout-coupon-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await step('the learner pays the discounted price in the test gateway', async () => {
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: `Enroll Now · ${inr(paid)}` }).click();
    const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
    await gateway.getByRole('button', { name: `Pay ${inr(paid)}` }).click();
    await expect(page.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
  });

  const orderId = await step('the invoice charges IGST on the discounted value', async () => {
    const href = await page.getByRole('link', { name: 'Download your invoice' }).getAttribute('href');
    const pdf = await request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    const taxable = Math.round((paid * 100 * 100) / 118);
    const rupees = (paise: number) =>
      (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain(`Discount (coupon ${code})`);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain(rupees(taxable));
    expect(text).toContain(rupees(paid * 100 - taxable));
    expect(text).not.toContain('CGST');
    const orders = await request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`, { headers: admin });
    return (await orders.json()).data[0].id as string;
  });

  const creditNote = await step('staff refund ₹1,000 of it and a credit note is issued', async () => {
    const refund = await request.post(`/api/admin/orders/${orderId}/refunds`, {
      headers: admin,
      data: { amount: 100_000, reason: 'Partly refunded', idempotencyKey: `coupon-gst-${Date.now()}` },
    });
    expect(refund.status(), await refund.text()).toBe(200);
    await expect
      .poll(async () => {
        const detail = await request.get(`/api/admin/orders/${orderId}`, { headers: admin });
        const refunds = (await detail.json()).data.refunds as { creditNote: { number: string } | null }[];
        return refunds[0]?.creditNote?.number ?? '';
      })
      .toMatch(/^CN\/\d{4}\/\d{6}$/);
    const detail = await request.get(`/api/admin/orders/${orderId}`, { headers: admin });
    return (await detail.json()).data.refunds[0].creditNote as { number: string; igst: number };
  });

  await step('the month’s GST returns list the invoice and the credit note', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = await request.get(`/api/admin/gst-returns?month=${month}`, { headers: admin });
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    const lines = text.split('\r\n');
    // Other journeys may sell in Karnataka this month too: the B2CS line sums them all, less their notes.
    expect(lines.some((l) => l.startsWith('"B2CS"') && l.includes('"Karnataka (29)","IGST","18"'))).toBe(
      true,
    );
    const note = lines.find((l) => l.includes(`"${creditNote.number}"`)) ?? '';
    // A note against a B2CS invoice is netted into B2CS, and listed as such (decision 188).
    expect(note.startsWith('"B2CS-CN"')).toBe(true);
    expect(note).toContain('"Karnataka (29)","IGST","18","1","847.46","152.54","0.00","0.00","1000.00"');
    expect(creditNote.igst).toBe(15_254);
  });

  await step('screens: the console’s coupons and the learner’s referral code', async () => {
    const staff = await browser.newContext();
    const console = await staff.newPage();
    await console.goto('/');
    await signInThroughDialog(console, ADMIN.email, ADMIN.password);
    await console.goto(`/admin/coupons?q=${code}`);
    await expect(console.getByRole('link', { name: code })).toBeVisible();
    for (const width of [1280, 390]) {
      await console.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await console.screenshot({ path: `${shots}/console-coupons-${width}.png`, fullPage: true });
    }
    await console.getByRole('link', { name: code }).click();
    await expect(console.getByRole('heading', { name: 'Edit coupon' })).toBeVisible();
    // What the coupon is for shows by title; any event can be found and added by its title.
    await expect(console.getByRole('button', { name: `Remove ${TITLE}` })).toBeVisible();
    const events = await request.get('/api/events?limit=1');
    const event = ((await events.json()).data as { title: string }[])[0]?.title ?? '';
    await console.getByLabel('Find an event by its title').fill(event.slice(0, 12));
    await console.getByRole('checkbox', { name: event }).check();
    await expect(console.getByRole('button', { name: `Remove ${event}` })).toBeVisible();
    for (const width of [1280, 390]) {
      await console.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await console.screenshot({ path: `${shots}/console-coupon-form-${width}.png`, fullPage: true });
    }
    await console.goto('/admin/dashboard');
    await expect(console.getByTestId('discount-figures')).toBeVisible();
    await console.setViewportSize({ width: 1280, height: 800 });
    await console.getByTestId('discount-figures').scrollIntoViewIfNeeded();
    await console.screenshot({ path: `${shots}/dashboard-discounts-1280.png` });

    // The referral terms: refused out of range, saved in range, then put back for other journeys.
    const before = (await (await request.get('/api/admin/referrals/settings', { headers: admin })).json())
      .data;
    await console.goto('/admin/settings');
    const card = console.getByRole('region', { name: 'Referral codes' });
    await card.getByLabel("Friend's discount (%)").fill('95');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('The discount is at most 90%')).toBeVisible();
    await card.getByLabel("Friend's discount (%)").fill('15');
    await card.getByLabel("Referrer's credit (₹)").fill('150');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(console.getByText('Referral terms saved.')).toBeVisible();
    const saved = await request.get('/api/admin/referrals/settings', { headers: admin });
    expect((await saved.json()).data).toEqual({ discountPercent: 15, creditPaise: 15_000 });
    for (const width of [1280, 390]) {
      await console.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await card.screenshot({ path: `${shots}/console-referral-terms-${width}.png` });
    }
    const restored = await request.put('/api/admin/referrals/settings', { headers: admin, data: before });
    expect(restored.status()).toBe(200);
    await staff.close();
    await page.goto('/profile');
    const referral = page.getByTestId('referral-section');
    await expect(referral.getByText(/^REF-[0-9A-Z]{8}$/)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await referral.screenshot({ path: `${shots}/profile-referral-${width}.png` });
    }
  });
  await context.close();
});
