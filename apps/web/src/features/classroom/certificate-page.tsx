import { longDate } from '@kalvi/shared';
import { BadgeCheck, Download, ShieldAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { certificatePdfUrl, useCertificate } from './api/classroom-api';

/** /certificates/<id>: anyone can check a certificate; the record on our server is the proof. */
export function CertificatePage() {
  const { t } = useTranslation('classroom');
  const { t: common } = useTranslation();
  const { certificateId = '' } = useParams();
  const query = useCertificate(certificateId);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <ErrorState
          message={missing ? t('certificate.notFound') : query.error.message}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }
  const cert = query.data;
  const valid = cert.status === 'valid';
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <title>
        {common('pageTitle', {
          title: t('certificate.pageTitle', { name: cert.recipientName, title: cert.title }),
        })}
      </title>
      <div
        role="status"
        className={
          valid
            ? 'flex items-center gap-3 rounded-ui bg-success-50 p-4 text-success-800'
            : 'flex items-center gap-3 rounded-ui bg-danger-50 p-4 text-danger-800'
        }
      >
        {valid ? <BadgeCheck aria-hidden="true" size={28} /> : <ShieldAlert aria-hidden="true" size={28} />}
        <p className="font-semibold">{valid ? t('certificate.valid') : t('certificate.revoked')}</p>
      </div>
      <section className="space-y-3 rounded-ui border border-slate-200 p-6 text-center shadow-sm">
        <p className="text-sm uppercase tracking-widest text-slate-600">
          {cert.kind === 'course' ? t('certificate.ofCompletion') : t('certificate.ofParticipation')}
        </p>
        <h1 className="text-3xl font-bold text-ink">{cert.recipientName}</h1>
        <p className="text-slate-700">
          {cert.kind === 'course' ? t('certificate.completed') : t('certificate.attended')}
        </p>
        <p className="text-xl font-semibold text-primary-900">{cert.title}</p>
        <dl className="grid gap-2 pt-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t('certificate.instructor')}</dt>
            <dd className="font-medium">{cert.instructorName}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('certificate.issued')}</dt>
            <dd className="font-medium">{longDate(new Date(cert.issuedAt), currentLanguage())}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('certificate.id')}</dt>
            <dd className="break-all font-mono font-medium">{cert.id}</dd>
          </div>
        </dl>
      </section>
      <a href={certificatePdfUrl(cert.id)} className={buttonClasses('primary')} download>
        <Download aria-hidden="true" size={18} /> {t('certificate.download')}
      </a>
    </div>
  );
}
