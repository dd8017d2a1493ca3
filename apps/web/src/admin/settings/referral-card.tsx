import { referralSettingsSchema } from '@kalvi/shared';
import { z } from 'zod';
import { TextField } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { useReferralSettings, useSaveReferralSettings } from './api';
import { SettingsCard } from './settings-card';

/** The card asks for the credit in whole rupees; the server keeps paise. */
const formSchema = z.object({
  discountPercent: referralSettingsSchema.shape.discountPercent,
  creditRupees: z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'The credit is 0 (none) or more')
    .max(100_000, 'The credit is too large'),
});
type Terms = z.output<typeof formSchema>;
const number = { valueAsNumber: true } as const;

function ReferralForm({ terms }: { terms: Terms }) {
  const { t } = useTranslation('adminsettings');
  const form = useZodForm(formSchema, terms);
  const save = useSaveReferralSettings();
  const { errors } = form.formState;
  const discount = form.watch('discountPercent');
  const submit = form.handleSubmit((v) =>
    save.mutateAsync({ discountPercent: v.discountPercent, creditPaise: v.creditRupees * 100 }).then(
      (answer) => {
        toast.success(t('settings.referrals.saved'));
        form.reset({
          discountPercent: answer.data.discountPercent,
          creditRupees: answer.data.creditPaise / 100,
        });
      },
      (error: unknown) => {
        if (!showServerErrors(form as never, error)) toast.error(messageOf(error, t('settings.error')));
      },
    ),
  );
  return (
    <SettingsCard
      id="referrals"
      title={t('settings.referrals.title')}
      note={t('settings.referrals.note')}
      saving={save.isPending}
      onSubmit={() => void submit()}
      aside={
        discount === 0 ? (
          <p className="rounded-ui bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
            {t('settings.referrals.off')}
          </p>
        ) : null
      }
    >
      <TextField
        label={t('settings.referrals.discount')}
        hint={t('settings.referrals.discountHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={90}
        error={errors.discountPercent?.message}
        {...form.register('discountPercent', number)}
      />
      <TextField
        label={t('settings.referrals.credit')}
        hint={t('settings.referrals.creditHint')}
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.creditRupees?.message}
        {...form.register('creditRupees', number)}
      />
    </SettingsCard>
  );
}

/** Referral terms (docs/decisions/182): a friend's discount on a first order, the referrer's credit. */
export function ReferralCard() {
  const { t } = useTranslation('adminsettings');
  const terms = useReferralSettings();
  if (terms.isPending) return null;
  if (terms.isError)
    return (
      <p role="alert" className="rounded-ui bg-red-50 p-4 text-red-800">
        {messageOf(terms.error, t('settings.error'))}
      </p>
    );
  return (
    <ReferralForm
      terms={{ discountPercent: terms.data.discountPercent, creditRupees: terms.data.creditPaise / 100 }}
    />
  );
}
