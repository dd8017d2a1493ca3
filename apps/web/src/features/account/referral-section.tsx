import { formatPaise } from '@kalvi/shared';
import { Copy } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { currentLanguage } from '../../lib/language';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { useReferralSummary } from './api/referral-api';
import { ProfileSection } from './profile-section';

/** The profile's referral code with a copy button, and the learner's credit (decision 182). */
export function ReferralSection() {
  const { t } = useTranslation('account');
  const summary = useReferralSummary();
  const rupees = (paise: number) => formatPaise(paise, currentLanguage());

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('referral.copied'));
    } catch {
      toast.error(t('referral.copyFailed'));
    }
  }

  return (
    <ProfileSection id="referral-title" title={t('referral.title')} testId="referral-section">
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <Alert tone="error">{t('referral.loadFailed')}</Alert>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {summary.data.discountPercent > 0
              ? t('referral.intro', {
                  percent: summary.data.discountPercent,
                  credit: rupees(summary.data.creditPaise),
                })
              : t('referral.off')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded-ui bg-slate-100 px-3 py-2 font-mono text-lg font-semibold tracking-wider text-ink">
              {summary.data.code}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy(summary.data.code)}>
              <Copy aria-hidden="true" size={16} />
              {t('referral.copy')}
            </Button>
          </div>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('referral.balance')}</dt>
              <dd className="font-semibold text-ink">{rupees(summary.data.balance)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('referral.pending')}</dt>
              <dd className="font-semibold text-ink">{rupees(summary.data.pending)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('referral.friends')}</dt>
              <dd className="font-semibold text-ink">{summary.data.friends}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('referral.howCredit')}</p>
        </>
      )}
    </ProfileSection>
  );
}
