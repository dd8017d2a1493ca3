import type { SocialName } from '@kalvi/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { oneLineAddress, useSiteContact } from '../../lib/site-contact';
import { useTranslation } from '../../lib/use-translation';
import { Logo } from './logo';
import { OfflineNotice } from './offline-notice';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from './social-icons';

const socialIcons: Record<SocialName, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  youtube: YouTubeIcon,
};

/** The footer's lists of pages; a link's words are footer.links.<list>.<page>. */
const pageLists = {
  quick: ['courses', 'events', 'practice', 'testimonials', 'about', 'contact'],
  support: ['contact', 'refund', 'terms', 'privacy'],
  legal: ['privacy', 'terms', 'cookies'],
} as const;
type PageList = keyof typeof pageLists;
type LinkKey = { [L in PageList]: `footer.links.${L}.${(typeof pageLists)[L][number]}` }[PageList];

const linksOf = (list: PageList) =>
  pageLists[list].map((page) => ({ to: paths[page], label: `footer.links.${list}.${page}` as LinkKey }));

const linkClass =
  'inline-flex min-h-11 items-center sm:min-h-9 text-white/75 transition-colors hover:text-white';
const headingClass = 'mb-3 text-sm font-bold tracking-wider text-accent-300 uppercase';

/** One list of the footer's pages as links. */
function LinkList({ list, className }: { list: PageList; className: string }) {
  const { t } = useTranslation('footer');
  return (
    <ul className={className}>
      {linksOf(list).map(({ to, label }) => (
        <li key={label}>
          <Link to={to} className={linkClass}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One titled column of links (quick links, support). */
function FooterLinks({ id, title, list }: { id: string; title: string; list: 'quick' | 'support' }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <LinkList list={list} className="flex flex-col gap-1 text-sm" />
    </nav>
  );
}

export function Footer() {
  const contact = useSiteContact();
  /** Social accounts with an address; an empty one is a placeholder and is not shown (docs/product/screens.md#footer). */
  const socials = (Object.entries(contact.social) as [SocialName, string][]).filter(
    ([, href]) => href.trim() !== '',
  );
  // Its strings are a namespace of their own, loaded with the footer after the first paint.
  const { t } = useTranslation('footer');
  const { t: tc } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <>
      <OfflineNotice />
      <footer className="bg-ink text-white">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.3fr] lg:px-8 lg:py-16">
          <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
            <Link to={paths.home} className="self-start rounded-ui">
              <Logo linkSuffix={tc('nav.homeSuffix')} />
            </Link>
            <p className="max-w-sm text-sm leading-relaxed text-white/75">{t('footer.description')}</p>
            {socials.length > 0 && (
              <ul aria-label={t('footer.follow')} className="flex gap-2" data-testid="social-links">
                {socials.map(([name, href]) => {
                  const Icon = socialIcons[name];
                  return (
                    <li key={name}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t(`footer.social.${name}`)}
                        className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-ink"
                      >
                        <Icon />
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>

          <FooterLinks id="footer-quick-links" title={t('footer.quickLinks')} list="quick" />
          <FooterLinks id="footer-support" title={t('footer.support')} list="support" />

          <div className="col-span-2 lg:col-span-1">
            <h2 className={headingClass}>{t('footer.contactInfo')}</h2>
            <address className="flex flex-col gap-3 text-sm text-white/75 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-300" />
                <span>
                  <span className="sr-only">{t('footer.address')}: </span>
                  {oneLineAddress(contact.address)}
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-300" />
                <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className="hover:text-white">
                  <span className="sr-only">{t('footer.phone')}: </span>
                  {contact.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-300" />
                <a href={`mailto:${contact.email}`} className="break-all hover:text-white">
                  <span className="sr-only">{t('footer.email')}: </span>
                  {contact.email}
                </a>
              </p>
            </address>
          </div>
        </div>

        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-sm text-white/70 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
            <p>{t('footer.copyright', { year })}</p>
            <nav aria-label={t('footer.legal')}>
              <LinkList list="legal" className="flex flex-wrap justify-center gap-x-5 gap-y-1" />
            </nav>
          </div>
        </div>
      </footer>
    </>
  );
}
