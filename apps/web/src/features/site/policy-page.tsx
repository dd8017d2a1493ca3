import { PageHeader } from '../../components/ui/page-header';
import { useSiteContact } from '../../lib/site-contact';
import { useTranslation } from '../../lib/use-translation';

export type PolicyKey = 'terms' | 'privacy' | 'refund' | 'cookies';

interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/** One of the policy pages (docs/product/screens.md#policy-pages): numbered sections of plain text. */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const { t } = useTranslation('site');
  const contact = useSiteContact();
  const sections = t(`${policy}.sections`, {
    returnObjects: true,
    email: contact.email,
  }) as unknown as PolicySection[];
  return (
    <>
      <PageHeader title={t(`${policy}.title`)} intro={t(`${policy}.intro`)} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <article
          className="rounded-ui border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
          data-testid="policy"
        >
          <p className="text-sm text-slate-500">{t('policy.updated', { date: t('policy.updatedDate') })}</p>
          <ol className="mt-6 flex flex-col gap-8">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <h2 className="flex gap-3 text-xl font-bold text-ink">
                  <span className="text-primary-700" aria-hidden="true">
                    {index + 1}.
                  </span>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ol>
          <p className="mt-10 rounded-ui bg-primary-50 p-4 text-sm text-primary-900">
            {t('policy.questions', { email: contact.email, phone: contact.phone })}
          </p>
        </article>
      </div>
    </>
  );
}
