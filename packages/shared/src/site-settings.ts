import { z } from 'zod';
import { dataAnswer } from './envelopes.ts';

/**
 * The academy's public facts as the site reads them from `GET /api/site` (docs/decisions/123):
 * what an admin keeps in the console's settings, the festive banner only while its dates say
 * so, and the counts the home page shows, taken from the catalogue.
 */
export const siteSettingsSchema = z.object({
  legalName: z.string(),
  address: z.object({
    line1: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  email: z.string(),
  social: z.object({
    instagram: z.string(),
    linkedin: z.string(),
    facebook: z.string(),
    twitter: z.string(),
    youtube: z.string(),
  }),
  /** Null outside the banner's dates or when it has no text. */
  banner: z.object({ en: z.string(), ta: z.string() }).nullable(),
  videos: z.object({ home: z.string(), about: z.string() }),
  counts: z.object({
    courses: z.number().int(),
    instructors: z.number().int(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsAnswerSchema = dataAnswer(siteSettingsSchema);
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>;

export type SocialName = keyof SiteSettings['social'];
