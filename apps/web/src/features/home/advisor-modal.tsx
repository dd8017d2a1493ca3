import {
  ADVISOR_AUTO_CLOSE_MS,
  type AdvisorRequestInput,
  advisorRequestSchema,
  JOB_TITLES,
  PHONE_DIGITS,
  PROGRAMS,
} from '@kalvi/shared';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api-errors';
import { localisedResolver } from '../../lib/localised-resolver';
import { useTranslation } from '../../lib/use-translation';
import { sendAdvisorRequest } from './api/advisor-api';

type FormInput = z.input<typeof advisorRequestSchema>;
type Status = 'idle' | 'success' | 'failure';

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
  } = useForm<FormInput, unknown, AdvisorRequestInput>({ resolver: localisedResolver(advisorRequestSchema) });

  useEffect(() => {
    if (open) setStatus('idle');
    return () => window.clearTimeout(closeTimer.current);
  }, [open]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await sendAdvisorRequest(values);
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
        <TextField
          label={t('advisor.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('advisor.fullName')}
          type="text"
          autoComplete="name"
          maxLength={100}
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('advisor.graduationYear')}
            type="number"
            inputMode="numeric"
            placeholder={t('advisor.graduationYearPlaceholder')}
            error={errors.graduationYear?.message}
            {...register('graduationYear', { valueAsNumber: true })}
          />
          <TextField
            label={t('advisor.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            error={errors.mobile?.message}
            {...register('mobile')}
          />
          <SelectField
            label={t('advisor.jobTitle')}
            options={JOB_TITLES}
            placeholder={t('advisor.choose')}
            defaultValue=""
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
          />
          <SelectField
            label={t('advisor.program')}
            options={PROGRAMS}
            placeholder={t('advisor.choose')}
            defaultValue=""
            error={errors.program?.message}
            {...register('program')}
          />
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
