import { ChevronDown, Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { oneLineAddress, useSiteContact } from '../../lib/site-contact';
import { useTranslation } from '../../lib/use-translation';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-ui border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-ui bg-primary-50 text-primary-700">
        {icon}
      </span>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="text-slate-700">{children}</div>
    </li>
  );
}

interface Faq {
  question: string;
  answer: string;
}

/** Contact (docs/product/screens.md#contact): four ways to reach us, four answers, the map. No form, by design. */
export function ContactPage() {
  const { t } = useTranslation('site');
  const faqs = t('contact.faq', { returnObjects: true }) as unknown as Faq[];
  const contact = useSiteContact();
  const mapQuery = encodeURIComponent(`${contact.legalName}, ${oneLineAddress(contact.address)}`);
  /** Google Maps' keyless embed; the page's Content-Security-Policy allows frames from www.google.com. */
  const mapEmbedUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`;
  const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${mapQuery}`;
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={<Mail aria-hidden="true" size={24} />} title={t('contact.email')}>
            <a
              href={`mailto:${contact.email}`}
              className="font-semibold break-all text-primary-800 hover:underline"
            >
              {contact.email}
            </a>
            <p className="mt-1 text-sm text-slate-500">{t('contact.emailNote')}</p>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden="true" size={24} />} title={t('contact.phone')}>
            <a
              href={`tel:${contact.phone.replace(/\s+/g, '')}`}
              className="font-semibold text-primary-800 hover:underline"
            >
              {contact.phone}
            </a>
            <p className="mt-1 text-sm text-slate-500">{t('contact.phoneNote')}</p>
          </InfoCard>
          <InfoCard icon={<MapPin aria-hidden="true" size={24} />} title={t('contact.office')}>
            <address className="not-italic">
              {contact.address.line1}
              <br />
              {contact.address.city}, {contact.address.state} {contact.address.postalCode}
            </address>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden="true" size={24} />} title={t('contact.hours')}>
            <p className="font-semibold">{t('contact.hoursValue')}</p>
            <p className="mt-1 text-sm text-slate-500">{t('contact.hoursNote')}</p>
          </InfoCard>
        </ul>

        <div className="mt-14 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
              {t('contact.faqTitle')}
            </h2>
            <div className="mt-6 flex flex-col gap-3">
              {faqs.map((faq) => (
                <details
                  key={faq.question}
                  className="group rounded-ui border border-slate-200 bg-white shadow-sm"
                >
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      size={20}
                      className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>

          <section aria-labelledby="map-title">
            <h2 id="map-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
              {t('contact.mapTitle')}
            </h2>
            <div className="mt-6 aspect-[4/3] overflow-hidden rounded-ui border border-slate-200 bg-slate-200 shadow-sm">
              <iframe
                title={t('contact.mapFrame')}
                src={mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="size-full"
              />
            </div>
            <a
              href={mapLinkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 hover:underline"
            >
              {t('contact.directions')}
              <ExternalLink aria-hidden="true" size={16} />
            </a>
          </section>
        </div>
      </div>
    </>
  );
}
