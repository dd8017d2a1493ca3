import { z } from 'zod';
import { BIO_MAX, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH, PHONE_DIGITS } from './constants.ts';
import { LANGUAGES } from './language.ts';
import { digitsField, isWebAddress } from './patterns.ts';
import { roleSchema } from './roles.ts';

/** The rules and messages of docs/product/validation-and-messages.md; the web forms and the server validate with these same schemas. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email')
  .pipe(z.email('Invalid email'))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, {
    message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    abort: true,
  })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** A password the user already has: only bounded, since old accounts may predate today's rules. */
const existingPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const firstNameField = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(60, 'First name must be at most 60 characters');

export const lastNameField = z
  .string({ error: 'Last name is required' })
  .trim()
  .min(1, 'Last name is required')
  .max(60, 'Last name must be at most 60 characters');

export const phoneField = digitsField(
  PHONE_DIGITS,
  'Phone number is required',
  `Phone number must be ${PHONE_DIGITS} digits`,
);

export const otpField = digitsField(OTP_LENGTH, 'OTP is required', `OTP must be ${OTP_LENGTH} digits`);

/** Sign-in checks only the bound: a password set under older rules must still sign in. */
export const loginSchema = z.object({
  email: emailField,
  password: existingPasswordField('Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const otpRequestSchema = z.object({ email: emailField, firstName: firstNameField });
export type OtpRequestInput = z.infer<typeof otpRequestSchema>;

export const registerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  otp: otpField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The dialog's form adds the confirmation, which is removed before sending. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string()
      .min(1, 'Confirm password is required')
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Invalid or missing token.' }).min(1, 'Invalid or missing token.').max(200),
  password: passwordField,
});

export const changePasswordSchema = z.object({
  currentPassword: existingPasswordField('Current password is required'),
  newPassword: passwordField,
});

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    // The bound aborts, so nothing below ever sees a long string (docs/decisions/100).
    .max(300, { message: `${label} must be at most 300 characters`, abort: true })
    .refine((v) => v === '' || isWebAddress(v), `${label} must be a valid URL`)
    .default('');

export const profileUpdateSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: z
    .string()
    .trim()
    .max(PHONE_DIGITS, { message: `Phone number must be ${PHONE_DIGITS} digits`, abort: true })
    .refine((v) => v === '' || v.length === PHONE_DIGITS, `Phone number must be ${PHONE_DIGITS} digits`)
    .regex(/^\d*$/, `Phone number must be ${PHONE_DIGITS} digits`)
    .default(''),
  location: z.string().trim().max(100, 'Location must be at most 100 characters').default(''),
  bio: z.string().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).default(''),
  website: optionalUrl('Website'),
  socialLinks: z
    .object({
      linkedin: optionalUrl('LinkedIn'),
      github: optionalUrl('GitHub'),
      twitter: optionalUrl('Twitter'),
      instagram: optionalUrl('Instagram'),
    })
    .default({ linkedin: '', github: '', twitter: '', instagram: '' }),
  profilePicture: z.string().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /api/auth/profile/language: the language the learner reads the product in. */
export const languageUpdateSchema = z.object({
  language: z.enum(LANGUAGES, { message: 'Language must be en or ta' }),
});

export const socialLinksSchema = z.object({
  linkedin: z.string(),
  github: z.string(),
  twitter: z.string(),
  instagram: z.string(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** The user as the session holds it (docs/product/accounts-and-sessions.md#the-user), with the profile extras. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  bio: z.string(),
  website: z.string(),
  profilePicture: z.string(),
  socialLinks: socialLinksSchema,
  /** GST place code of the learner's state or union territory, '' when not given (docs/decisions/187). */
  stateCode: z.string(),
  enrolledCourses: z.array(z.string()),
  enrolledEvents: z.array(z.string()),
  /** The language the learner chose (docs/product/languages.md), null until they choose one. */
  preferredLanguage: z.enum(LANGUAGES).nullable(),
  /** What the account may do beyond learning (docs/decisions/120-roles-and-access.md). */
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * What the header shows of the signed-in learner (docs/product/screens.md#application-shell),
 * and all a server-rendered page carries about them (docs/decisions/155-server-rendering.md):
 * parsing a User through it drops the id, phone, enrolments and the rest. The account's language
 * decides the page's language, so a learner's page is in their language from the first paint.
 */
export const headerUserSchema = userSchema.pick({
  firstName: true,
  lastName: true,
  fullName: true,
  email: true,
  role: true,
  preferredLanguage: true,
});
export type HeaderUser = z.infer<typeof headerUserSchema>;

/** POST /api/auth/login and /api/auth/register: the session token and who it belongs to. */
export const sessionAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/auth/me and PUT /api/auth/profile. */
export const userAnswerSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  message: z.string().optional(),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/**
 * GET /api/auth/session: whom the request's session signs in, or null. Always a 200, so a page
 * may ask without a refusal for a signed-out visitor showing as an error in the browser's
 * console; /api/auth/me keeps its 401 for clients that need a session.
 */
export const sessionStateAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userSchema.nullable() }),
});
export type SessionStateAnswer = z.infer<typeof sessionStateAnswerSchema>;

// What the account calls answer, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const OTP_SENT = 'OTP sent to your email!';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';
export const OTP_INVALID = 'Invalid or expired OTP';
export const LOGIN_INVALID = 'Invalid email or password';
export const RESET_LINK_SENT = 'If an account exists for that email, a password reset link is on its way.';
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Password reset successful!';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const LOGGED_OUT = 'Logged out';
export const SIGN_IN_DISABLED =
  'This account has been disabled, so you cannot sign in. Please write to the academy if you think this is a mistake.';
