import { type CouponInputDraft, type CouponWithItems, couponInputSchema } from '@kalvi/shared/admin';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { SectionHeader } from '../components/section-header';
import { useSaveAndReturn } from '../components/use-save-and-return';
import { useZodForm } from '../components/use-zod-form';
import { useCoupon, useSaveCoupon } from './api';
import { CouponFields } from './coupon-fields';

/** A new coupon's first values: 10% off everything, once per learner. */
const BLANK: CouponInputDraft = {
  code: '',
  kind: 'percent',
  value: 10,
  courseIds: [],
  eventIds: [],
  validFrom: null,
  validUntil: null,
  maxUses: null,
  perLearnerLimit: 1,
  minOrder: 0,
  active: true,
};

function inputOf(c: CouponWithItems): CouponInputDraft {
  const { id: _id, used: _used, createdAt: _c, updatedAt: _u, items: _items, ...input } = c;
  return input;
}

/** /admin/coupons/new and /admin/coupons/:id: create or edit a coupon. */
export function CouponFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('adminops');
  const query = useCoupon(id ?? '');
  if (!id) return <CouponForm />;
  const waiting = notReady(query, t('coupons.notFound'));
  if (waiting || !query.data) return waiting;
  return <CouponForm key={id} coupon={query.data.data} />;
}

function CouponForm({ coupon }: { coupon?: CouponWithItems }) {
  const { t } = useTranslation('adminops');
  const save = useSaveCoupon(coupon?.id);
  const form = useZodForm(couponInputSchema, coupon ? inputOf(coupon) : BLANK);
  const onSubmit = useSaveAndReturn(form, (values) => save.mutateAsync(values), t('coupons.failed'));

  return (
    <section className="space-y-4">
      <BackLink>{t('coupons.back')}</BackLink>
      <SectionHeader
        title={coupon ? t('coupons.editTitle') : t('coupons.newTitle')}
        intro={
          coupon ? t('coupons.usedSoFar', { code: coupon.code, used: coupon.used }) : t('coupons.formIntro')
        }
      />
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <CouponFields form={form} known={coupon?.items} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {coupon ? t('coupons.save') : t('coupons.create')}
          </Button>
          <Link
            to=".."
            relative="path"
            className="inline-flex min-h-11 items-center px-2 text-primary-800 underline"
          >
            {t('coupons.discard')}
          </Link>
        </div>
      </form>
    </section>
  );
}
