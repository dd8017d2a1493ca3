import { SITE, type SiteSettings } from '@kalvi/shared';
import { useSite } from './site-settings';

// Apart from site-settings.ts, which the header imports: the SITE constants stay out of the
// learner's first load (apps/web/scripts/check-bundle.mjs).

export type SiteContact = Pick<SiteSettings, 'legalName' | 'address' | 'phone' | 'email' | 'social'>;

/** The academy's contact details: the settings, or the built-in ones until they arrive (or if they cannot). */
export function useSiteContact(): SiteContact {
  const site = useSite();
  return site ?? { ...SITE, social: { ...SITE.social, youtube: '' } };
}

export function oneLineAddress(a: SiteContact['address']): string {
  return `${a.line1}, ${a.city}, ${a.state} ${a.postalCode}, ${a.country}`;
}
