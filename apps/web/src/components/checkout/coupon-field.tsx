import type { CouponPreview } from '@kalvi/shared';
import { formatPaise } from '@kalvi/shared';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { previewPrice } from '../../lib/price-preview';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';

/**
 * "Have a coupon?": the server prices the code for this learner and item, with their referral
 * credit after it, and says why not when it refuses (docs/decisions/181, 182). Part of the
 * checkout fields' own chunk.
 */
export function CouponField({
  item,
  applied,
  onApplied,
}: {
  item: { courseId: string } | { eventId: string };
  applied: CouponPreview | null;
  onApplied: (preview: CouponPreview | null) => void;
}) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const rupees = (paise: number) => formatPaise(paise, currentLanguage());

  async function apply() {
    if (code.trim() === '') return setError(t('coupon.empty'));
    setBusy(true);
    try {
      onApplied(await previewPrice({ code, ...item }));
      setError(undefined);
    } catch (failure) {
      setError(messageOf(failure, t('coupon.failed')));
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <div
        className="rounded-ui border border-success-600 bg-success-50 p-3 text-sm"
        role="status"
        data-testid="coupon-applied"
      >
        <p className="font-semibold text-success-700">
          {t('coupon.applied', { code: applied.code, discount: rupees(applied.discount) })}
        </p>
        {applied.credit > 0 && (
          <p className="text-slate-700">{t('coupon.credit', { credit: rupees(applied.credit) })}</p>
        )}
        <p className="text-slate-700">
          <span className="line-through">{rupees(applied.listPrice)}</span>{' '}
          <strong>{t('coupon.newTotal', { total: rupees(applied.total) })}</strong>
        </p>
        <button
          type="button"
          className="mt-1 text-primary-700 underline"
          onClick={() => {
            onApplied(null);
            setCode('');
          }}
        >
          {t('coupon.remove')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="self-start text-sm text-primary-700 underline"
        onClick={() => setOpen(true)}
      >
        {t('coupon.have')}
      </button>
    );
  }
  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <TextField
        className="flex-1"
        label={t('coupon.label')}
        value={code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-7"
        loading={busy}
        loadingText={t('coupon.applying')}
      >
        {t('coupon.apply')}
      </Button>
    </form>
  );
}
