import { isGstin, PLACES_OF_SUPPLY } from '@kalvi/shared';
import { type Billing, type BillingDraft, type BillingErrors, rememberBilling } from '../../lib/billing';
import { useTranslation } from '../../lib/use-translation';
import { SelectField, TextField } from '../ui/field';

/**
 * Where the learner is, and whether they buy as a business: the place of supply and a B2B
 * invoice (docs/decisions/178). Part of the checkout fields' own chunk.
 */
export function BillingFields({
  value,
  errors,
  onChange,
  profileHasState,
}: {
  value: BillingDraft;
  errors: BillingErrors;
  onChange: (next: BillingDraft) => void;
  /** Without one, the state given here is kept on the profile too (docs/decisions/187). */
  profileHasState: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language === 'ta' ? 'ta' : 'en';
  const set = (patch: Partial<BillingDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="billing-fields">
      <legend className="sr-only">{t('billing.legend')}</legend>
      <SelectField
        label={t('billing.state')}
        hint={
          profileHasState || value.state === ''
            ? t('billing.stateHint')
            : `${t('billing.stateHint')} ${t('billing.savedToProfile')}`
        }
        value={value.state}
        onValueChange={(state) => set({ state })}
        options={[
          { value: '', label: t('billing.choose') },
          ...PLACES_OF_SUPPLY.map((p) => ({ value: p.code, label: p[language] })),
        ]}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.business}
          onChange={(e) => set({ business: e.target.checked })}
        />
        {t('billing.business')}
      </label>
      {value.business && (
        <>
          <TextField
            label={t('billing.gstin')}
            hint={t('billing.gstinHint')}
            value={value.gstin}
            maxLength={15}
            autoComplete="off"
            onChange={(e) => set({ gstin: e.target.value })}
            error={errors.gstin && t(`billing.${errors.gstin}`)}
          />
          <TextField
            label={t('billing.legalName')}
            value={value.legalName}
            maxLength={160}
            autoComplete="organization"
            onChange={(e) => set({ legalName: e.target.value })}
            error={errors.legalName && t(`billing.${errors.legalName}`)}
          />
        </>
      )}
    </fieldset>
  );
}

/** The billing to send, or the fields to fix (the server checks the same again). */
export function billingOf(draft: BillingDraft): { billing: Billing } | { errors: BillingErrors } {
  const gstin = draft.gstin.trim().toUpperCase();
  const errors: BillingErrors = {};
  if (draft.business && !isGstin(gstin)) errors.gstin = 'gstinInvalid';
  if (draft.business && draft.legalName.trim() === '') errors.legalName = 'legalNameRequired';
  if (Object.keys(errors).length > 0) return { errors };
  const billing: Billing = draft.state ? { buyerState: draft.state } : {};
  if (draft.business) Object.assign(billing, { buyerGstin: gstin, buyerLegalName: draft.legalName.trim() });
  rememberBilling(billing);
  return { billing };
}
