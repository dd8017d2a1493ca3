import { z } from 'zod';
import { emailField } from '../auth.ts';
import { dataAnswer } from '../envelopes.ts';
import { isGstin, OUTSIDE_INDIA, placeOfSupply } from '../gst-states.ts';
import { videoEmbedUrl } from '../site-rules.ts';

export { gstinCheckChar, isGstin } from '../gst-states.ts';

const text = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

const link = z
  .string()
  .trim()
  .max(300, 'A link must be at most 300 characters')
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'A link must start with https://');

const videoLink = z
  .string()
  .trim()
  .max(300, 'A link must be at most 300 characters')
  .refine((v) => v === '' || videoEmbedUrl(v) !== null, 'The video must be a YouTube or Vimeo link');

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date must be YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'A date must be YYYY-MM-DD')
  .nullable();

/** The settings an admin edits, all of them (what `GET /api/admin/settings` answers). */
export const academySettingsSchema = z.object({
  legalName: text(160, 'Legal name is required', 'Legal name must be at most 160 characters'),
  gstin: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isGstin, 'Enter a valid 15-character GSTIN'),
  /** The GST state code of the academy's registration: decides CGST+SGST or IGST (docs/decisions/178). */
  stateCode: z
    .string()
    .refine(
      (v) => placeOfSupply(v) !== undefined && v !== OUTSIDE_INDIA,
      'Choose the state where the academy is registered for GST',
    ),
  addressLine1: text(200, 'Address is required', 'Address must be at most 200 characters'),
  city: text(80, 'City is required', 'City must be at most 80 characters'),
  state: text(80, 'State is required', 'State must be at most 80 characters'),
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits'),
  country: text(80, 'Country is required', 'Country must be at most 80 characters'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{8,20}$/, 'Enter a valid phone number'),
  email: emailField,
  social: z.object({
    instagram: link,
    linkedin: link,
    facebook: link,
    twitter: link,
    youtube: link,
  }),
  bannerTextEn: z.string().trim().max(120, 'The banner text must be at most 120 characters'),
  bannerTextTa: z.string().trim().max(120, 'The banner text must be at most 120 characters'),
  bannerStartsOn: day,
  bannerEndsOn: day,
  homeVideoUrl: videoLink,
  aboutVideoUrl: videoLink,
});
export type AcademySettings = z.infer<typeof academySettingsSchema>;
export type AcademySettingsInput = z.input<typeof academySettingsSchema>;

/** A banner must have both languages or neither; its last day cannot come before its first. */
export function bannerProblems(
  s: Pick<AcademySettings, 'bannerTextEn' | 'bannerTextTa' | 'bannerStartsOn' | 'bannerEndsOn'>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if ((s.bannerTextEn === '') !== (s.bannerTextTa === '')) {
    const field = s.bannerTextEn === '' ? 'bannerTextEn' : 'bannerTextTa';
    problems.push({ field, message: 'Write the banner in both English and Tamil, or leave both empty' });
  }
  if (s.bannerStartsOn && s.bannerEndsOn && s.bannerEndsOn < s.bannerStartsOn) {
    problems.push({ field: 'bannerEndsOn', message: 'The last day cannot be before the first day' });
  }
  return problems;
}

/** A GSTIN begins with the code of the state it is registered in. */
export function gstinProblems(
  s: Pick<AcademySettings, 'gstin' | 'stateCode'>,
): { field: string; message: string }[] {
  return s.gstin.slice(0, 2) === s.stateCode
    ? []
    : [{ field: 'gstin', message: "The GSTIN must begin with the code of the academy's state" }];
}

/**
 * `PATCH /api/admin/settings`: each card of the settings page saves its own fields, so the
 * banner can change while the GSTIN waits for the accountant. The banner rules are checked on
 * the settings as they will be after the change (the server merges first).
 */
export const academySettingsPatchSchema = academySettingsSchema.partial();
export type AcademySettingsPatch = z.input<typeof academySettingsPatchSchema>;

/** The form of one card: the same fields, with the banner rules checked in the browser too. */
export const bannerFormSchema = academySettingsSchema
  .pick({ bannerTextEn: true, bannerTextTa: true, bannerStartsOn: true, bannerEndsOn: true })
  .superRefine((s, ctx) => {
    for (const p of bannerProblems(s)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });

const plain = z.string();
/** The settings as stored, described without the input rules: a stored value is answered as it is. */
export const academySettingsDataSchema = z.object({
  legalName: plain,
  gstin: plain,
  stateCode: plain,
  /** False while the GSTIN is a placeholder or invalid: no paid enrolment in production (docs/decisions/178). */
  gstinReady: z.boolean(),
  addressLine1: plain,
  city: plain,
  state: plain,
  postalCode: plain,
  country: plain,
  phone: plain,
  email: plain,
  social: z.object({ instagram: plain, linkedin: plain, facebook: plain, twitter: plain, youtube: plain }),
  bannerTextEn: plain,
  bannerTextTa: plain,
  bannerStartsOn: plain.nullable(),
  bannerEndsOn: plain.nullable(),
  homeVideoUrl: plain,
  aboutVideoUrl: plain,
  updatedAt: plain,
});
export type AcademySettingsData = z.infer<typeof academySettingsDataSchema>;

export const academySettingsAnswerSchema = dataAnswer(academySettingsDataSchema);
export type AcademySettingsAnswer = z.infer<typeof academySettingsAnswerSchema>;
export const academySettingsSavedSchema = academySettingsAnswerSchema.extend({ message: z.string() });
