import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADVISOR_AUTO_CLOSE_MS,
  type AdvisorRequestInput,
  advisorRequestSchema,
  JOB_TITLES,
  PHONE_DIGITS,
  PROGRAMS,
} from '@kalvi/shared';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError, api } from '../../lib/api-client';

type FormInput = z.input<typeof advisorRequestSchema>;
type Status = 'idle' | 'success' | 'failure';

const controlClass =
  'block min-h-11 w-full rounded-ui border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none aria-[invalid=true]:border-danger-600';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Select({
  options,
  placeholder,
  registration,
  ...rest
}: {
  options: readonly string[];
  placeholder: string;
  registration: UseFormRegisterReturn;
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}) {
  return (
    <select className={controlClass} defaultValue="" {...registration} {...rest}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** 'Talk to our Advisor' (docs/product/screens.md#advisor-modal): six fields, thanks, and the dialog closes itself a second later. */
export function AdvisorModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('site');
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState('');
  const closeTimer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, AdvisorRequestInput>({ resolver: zodResolver(advisorRequestSchema) });

  useEffect(() => {
    if (open) setStatus('idle');
    return () => window.clearTimeout(closeTimer.current);
  }, [open]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await api.post('/advisor', values, { auth: false });
      setStatus('success');
      reset();
      closeTimer.current = window.setTimeout(() => onOpenChange(false), ADVISOR_AUTO_CLOSE_MS);
    } catch (error) {
      // A rate limit says when to try again; anything else gets the product's sentence.
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : t('advisor.failure'));
      setStatus('failure');
    }
  });

  const busy = isSubmitting || status === 'success';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('advisor.title')}
      description={t('advisor.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isSubmitting}>
        <Field label={t('advisor.email')} error={errors.email?.message}>
          {(a11y) => (
            <input
              type="email"
              autoComplete="email"
              className={controlClass}
              {...a11y}
              {...register('email')}
            />
          )}
        </Field>
        <Field label={t('advisor.fullName')} error={errors.fullName?.message}>
          {(a11y) => (
            <input
              type="text"
              autoComplete="name"
              maxLength={100}
              className={controlClass}
              {...a11y}
              {...register('fullName')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('advisor.graduationYear')} error={errors.graduationYear?.message}>
            {(a11y) => (
              <input
                type="number"
                inputMode="numeric"
                placeholder={t('advisor.graduationYearPlaceholder')}
                className={controlClass}
                {...a11y}
                {...register('graduationYear', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label={t('advisor.mobile')} error={errors.mobile?.message}>
            {(a11y) => (
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_DIGITS}
                className={controlClass}
                {...a11y}
                {...register('mobile')}
              />
            )}
          </Field>
          <Field label={t('advisor.jobTitle')} error={errors.jobTitle?.message}>
            {(a11y) => (
              <Select
                options={JOB_TITLES}
                placeholder={t('advisor.choose')}
                registration={register('jobTitle')}
                {...a11y}
              />
            )}
          </Field>
          <Field label={t('advisor.program')} error={errors.program?.message}>
            {(a11y) => (
              <Select
                options={PROGRAMS}
                placeholder={t('advisor.choose')}
                registration={register('program')}
                {...a11y}
              />
            )}
          </Field>
        </div>

        <div aria-live="polite">
          {status === 'success' && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-ui bg-success-50 px-4 py-3 font-semibold text-success-800"
            >
              <CheckCircle2 aria-hidden="true" size={20} />
              {t('advisor.success')}
            </p>
          )}
        </div>
        {status === 'failure' && (
          <p role="alert" className="rounded-ui bg-danger-50 px-4 py-3 font-semibold text-danger-800">
            {failure}
          </p>
        )}

        <Button
          type="submit"
          variant="accent"
          size="lg"
          loading={isSubmitting}
          loadingText={t('advisor.submitting')}
          disabled={busy}
          className="w-full"
        >
          {t('advisor.submit')}
        </Button>
        <p className="text-center text-xs text-slate-500">{t('advisor.privacy')}</p>
      </form>
    </Modal>
  );
}
