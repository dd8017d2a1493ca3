import { COUPON_KINDS } from '@kalvi/shared';
import type { couponInputSchema } from '@kalvi/shared/admin';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { CheckField, FieldGroup as Group } from '../components/form-parts';
import { fromLocalInput, toLocalInput } from '../components/local-time';
import type { ItemOption } from './api';
import { ItemPicker } from './item-picker';

type Form = UseFormReturn<z.input<typeof couponInputSchema>, unknown, z.output<typeof couponInputSchema>>;

/** Paise kept by the form, rupees typed by a person. */
const toRupees = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? '' : String(paise / 100);
const toPaise = (text: string) => (text.trim() === '' ? 0 : Math.round(Number(text) * 100));

/** Every term of a coupon: the code and its discount, when it is good, how often, and for what. */
export function CouponFields({
  form,
  known = [],
}: {
  form: Form;
  known?: (ItemOption & { kind: string })[];
}) {
  const { t } = useTranslation('adminops');
  const { errors } = form.formState;
  const { register, control } = form;
  const kind = form.watch('kind');

  const dateField = (name: 'validFrom' | 'validUntil') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={t(`coupons.${name}`)}
          hint={t('coupons.dateHint')}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          value={toLocalInput(field.value ?? '')}
          onChange={(e) => field.onChange(fromLocalInput(e.target.value) || null)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  const picker = (name: 'courseIds' | 'eventIds') => {
    const kind = name === 'courseIds' ? 'course' : 'event';
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <ItemPicker
            kind={kind}
            chosen={field.value ?? []}
            known={known.filter((k) => k.kind === kind)}
            onChange={field.onChange}
          />
        )}
      />
    );
  };

  return (
    <>
      <Group legend={t('coupons.what')}>
        <TextField
          label={t('coupons.code')}
          hint={t('coupons.codeHint')}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              label={t('coupons.kind')}
              value={field.value}
              onValueChange={field.onChange}
              options={COUPON_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
            />
          )}
        />
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <TextField
              label={kind === 'fixed' ? t('coupons.valueRupees') : t('coupons.valuePercent')}
              type="number"
              inputMode="decimal"
              min={0}
              step={kind === 'fixed' ? 0.01 : 1}
              value={kind === 'fixed' ? toRupees(field.value) : String(field.value ?? '')}
              onChange={(e) =>
                field.onChange(kind === 'fixed' ? toPaise(e.target.value) : Number(e.target.value))
              }
              onBlur={field.onBlur}
              error={errors.value?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="minOrder"
          render={({ field }) => (
            <TextField
              label={t('coupons.minOrder')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={toRupees(field.value)}
              onChange={(e) => field.onChange(toPaise(e.target.value))}
              onBlur={field.onBlur}
              error={errors.minOrder?.message}
            />
          )}
        />
      </Group>
      <Group legend={t('coupons.when')}>
        {dateField('validFrom')}
        {dateField('validUntil')}
        <Controller
          control={control}
          name="maxUses"
          render={({ field }) => (
            <TextField
              label={t('coupons.maxUses')}
              hint={t('coupons.maxUsesHint')}
              type="number"
              min={1}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              error={errors.maxUses?.message}
            />
          )}
        />
        <TextField
          label={t('coupons.perLearnerLimit')}
          type="number"
          min={1}
          error={errors.perLearnerLimit?.message}
          {...register('perLearnerLimit', { valueAsNumber: true })}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <CheckField
              label={t('coupons.activeField')}
              checked={field.value ?? true}
              onChange={field.onChange}
            />
          )}
        />
      </Group>
      <Group legend={t('coupons.forWhat')}>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('coupons.forWhatHint')}</p>
        {picker('courseIds')}
        {picker('eventIds')}
      </Group>
    </>
  );
}
