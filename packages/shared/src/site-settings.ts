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

/** Today's date in India (YYYY-MM-DD): the banner's dates are the academy's calendar days. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Whether the banner shows on `today` (YYYY-MM-DD): first and last day inclusive, an open end no limit. */
export function bannerShows(startsOn: string | null, endsOn: string | null, today: string): boolean {
  return (startsOn === null || startsOn <= today) && (endsOn === null || today <= endsOn);
}

/**
 * The privacy-mode player address of a YouTube or Vimeo link (youtube-nocookie.com, Vimeo with
 * dnt), or null when the link is neither: the only players the Content-Security-Policy allows.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    youtube =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts'
          ? (second ?? null)
          : null;
  }
  if (youtube !== null) {
    return /^[\w-]{6,20}$/.test(youtube)
      ? `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0&modestbranding=1`
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^\d{4,12}$/.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` : null;
  }
  return null;
}
