import { codeFrom, mailTo, registerByApi, signInThroughDialog, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/** A real 1x1 PNG, and a 6 MB file that starts like one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SIX_MB_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]);

// Each journey here registers or signs in through the dialogs (argon2 on the server, the code
// read from the outbox) and often does it twice: on CI's two workers, the first of them, on a
// cold server, has taken 31 s. The steps keep their own 7.5 s expectations.
test.describe.configure({ timeout: 60_000 });

const accountMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: `Account menu for ${firstName}` });

async function registerThroughDialog(page: Page, firstName: string, email: string, password: string) {
  const step1 = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(step1).toBeVisible();
  await step1.getByRole('button', { name: 'Send OTP' }).click();
  await expect(step1.getByText('First name is required')).toBeVisible();
  await expect(step1.getByText('Email is required')).toBeVisible();
  await step1.getByLabel('First Name').fill(firstName);
  await step1.getByLabel('Email').fill(email);
  await step1.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email!')).toBeVisible();

  const step2 = page.getByRole('dialog', { name: 'Complete Registration' });
  await expect(step2.getByLabel('Email')).toHaveValue(email);
  await expect(step2.getByLabel('First Name')).toHaveValue(firstName);
  const mail = await mailTo(email, /verification code/);
  expect(mail.text).toContain('10 minutes');
  await step2.getByLabel('OTP').fill(codeFrom(mail));
  await step2.getByLabel('Last Name').fill('Krishnan');
  await step2.getByLabel('Phone').pressSequentially('987654321099');
  await expect(step2.getByLabel('Phone')).toHaveValue('9876543210');
  await step2.getByLabel('Password', { exact: true }).fill(password);
  await step2.getByLabel('Confirm Password').fill(`${password}x`);
  await step2.getByRole('button', { name: 'Create Account' }).click();
  await expect(step2.getByText('Passwords must match')).toBeVisible();
  await step2.getByLabel('Confirm Password').fill(password);
  await step2.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(step2).toBeHidden();
}

test('a visitor registers with the e-mailed code, signs out, and signs in again', async ({ page }) => {
  const email = uniqueEmail('anitha');
  const password = 'learn-tamil-1';
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  await registerThroughDialog(page, 'Anitha', email, password);
  await expect(accountMenu(page, 'Anitha')).toContainText('AK');

  await accountMenu(page, 'Anitha').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('not-my-password');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(login).toBeVisible();

  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(accountMenu(page, 'Anitha')).toBeVisible();
});

test('an address with an account is answered as a new one, its owner is told by e-mail, and closing the dialog starts over', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(request, {
    firstName: 'Bala',
    lastName: 'Murugan',
    password: 'bala-pass-1',
  });
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const step1 = page.getByRole('dialog', { name: 'Create Your Account' });
  await step1.getByLabel('First Name').fill('Bala');
  await step1.getByLabel('Email').fill(email);
  await step1.getByRole('button', { name: 'Send OTP' }).click();
  // Nothing on the page tells a stranger the address is taken (docs/decisions/102).
  const step2 = page.getByRole('dialog', { name: 'Complete Registration' });
  await expect(step2).toBeVisible();
  const notice = await mailTo(email, /You already have an account/);
  expect(notice.text).toContain('already has a Kalvi account');

  await step2.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  await expect(step1.getByLabel('Email')).toHaveValue('');
});

test('a learner resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const { email } = await registerByApi(request, {
    firstName: 'Chitra',
    lastName: 'Devi',
    password: 'old-pass-1',
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Reset Password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();
  await expect(forgot).toBeHidden();

  const mail = await mailTo(email, /Reset your Kalvi password/);
  const link = new URL(/(http\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('new-pass-2');
  await page.getByLabel('Confirm Password').fill('new-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('new-pass-2');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountMenu(page, 'Chitra')).toBeVisible();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password').fill('third-pass-4');
  await page.getByLabel('Confirm Password').fill('third-pass-4');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
});

test('the reset page without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing token.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});

test('a learner edits the profile with a photo, and the header follows', async ({ page, request }) => {
  const password = 'profile-pass-1';
  const { email } = await registerByApi(request, { firstName: 'Deepa', lastName: 'Natarajan', password });
  await page.goto('/');
  await signInThroughDialog(page, email, password);
  await accountMenu(page, 'Deepa').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await expect(page.getByLabel('First Name')).toHaveValue('Deepa');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'City, Country');

  const photo = page.getByLabel('Upload photo');
  await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: SIX_MB_PNG });
  await expect(page.getByRole('alert').filter({ hasText: 'Image size must be less than 5MB' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Profile photo/ })).toHaveCount(0);
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /Profile photo/ })).toHaveAttribute('src', /^data:image\/png/);

  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Bio').fill('I love building');
  await expect(page.getByText('15/500 characters')).toBeVisible();
  await page.getByLabel('GitHub').fill('not a link');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('GitHub must be a valid URL')).toBeVisible();
  await page.getByLabel('GitHub').fill('https://github.com/kavya');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(accountMenu(page, 'Kavya')).toContainText('KN');
  const saved = page.getByRole('img', { name: /Profile photo/ });
  await expect(saved).toHaveAttribute('src', /^\/api\/auth\/avatar\/[\w-]+\?v=1$/);
  await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Kavya');
  await expect(page.getByLabel('Bio')).toHaveValue('I love building');
  await expect(page.getByLabel('GitHub')).toHaveValue('https://github.com/kavya');
  await expect(page.getByText('Kavya Natarajan')).toBeVisible();
});

test('a learner changes the password from the profile', async ({ page, request }) => {
  const { email } = await registerByApi(request, {
    firstName: 'Elango',
    lastName: 'Raj',
    password: 'first-pass-1',
  });
  await page.goto('/');
  await signInThroughDialog(page, email, 'first-pass-1');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Change password' });
  await section.getByLabel('Current password').fill('wrong-pass-0');
  await section.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await section.getByLabel('Confirm new password').fill('second-pass-2');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Current password is incorrect')).toBeVisible();
  await section.getByLabel('Current password').fill('first-pass-1');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Password changed successfully!')).toBeVisible();

  const relogin = await request.post('/api/auth/login', { data: { email, password: 'second-pass-2' } });
  expect(relogin.status()).toBe(200);
});

test('a signed-out visit to /profile goes home with the login dialog', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dialog fits the screen through registration', async ({ page }) => {
    const email = uniqueEmail('farah');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect((box?.x ?? -1) >= 0).toBe(true);
    await registerThroughDialog(page, 'Farah', email, 'farah-pass-1');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByText('Farah Krishnan')).toBeVisible();
    await expect(page.locator('#mobile-menu').getByText(email)).toBeVisible();
  });
});
