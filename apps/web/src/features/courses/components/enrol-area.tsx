import type { Course } from '@kalvi/shared';
import { formatDate, formatInr } from '@kalvi/shared';
import { CheckCircle2, FileText, Lock, ShieldCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CheckoutFields, useCheckoutDetails } from '../../../components/checkout/use-checkout-details';
import { Button } from '../../../components/ui/button';
import { CoursePrice } from '../../../components/ui/course-price';
import { CheckoutError, checkout } from '../../../lib/checkout';
import { courseCheckoutFailure } from '../../../lib/checkout-text';
import { currentLanguage } from '../../../lib/language';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useUiStore } from '../../../lib/stores/ui-store';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useUpcomingBatches } from '../api/batch-api';
import { useEnrolFree, useRecordEnrollment } from '../api/enrolment-api';
import { BatchPicker } from './batch-picker';

/** What went wrong, in the words of whoever failed: our server, the gateway or the checkout. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * docs/product/courses-and-reviews.md#course-access, guarded by login: enrolled -> 'Enrolled'; free -> 'Enroll for Free'
 * (which really enrols, docs/product/courses-and-reviews.md#free-enrolment); otherwise the paid path through lib/checkout.
 */
export function EnrolArea({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const user = useAuthStore((s) => s.user);
  const setEnrolledCourses = useAuthStore((s) => s.setEnrolledCourses);
  const openAuth = useUiStore((s) => s.openAuth);
  const enrolFree = useEnrolFree();
  const recordEnrollment = useRecordEnrollment();
  const [paying, setPaying] = useState(false);
  const [invoiceUrl, setInvoiceUrl] = useState<string | null>(null);

  const enrolled = user?.enrolledCourses.includes(course.id) ?? false;
  const batches = useUpcomingBatches(course.id).data ?? [];
  const [chosenBatch, setBatchId] = useState<string | null>(null);
  // A course taught in batches enrols into one: the earliest with a seat until the learner
  // chooses another (docs/product/batches.md#choosing-a-batch-at-checkout). Without batches it
  // stays self-paced.
  const batchId = chosenBatch ?? batches.find((b) => b.seatsLeft > 0)?.id ?? null;
  const needsBatch = batches.length > 0 && batchId === null;
  const batch = batches.find((b) => b.id === batchId);
  const item = { courseId: course.id };
  const details = useCheckoutDetails(user, user && !enrolled && course.course_fee > 0 ? item : null);

  async function pay() {
    if (!user) return;
    setPaying(true);
    const extras = await details.purchaseDetails();
    if (!extras) return setPaying(false);
    try {
      const payment = await checkout(
        { ...item, ...(batchId ? { batchId } : {}), ...extras },
        {
          // The payment window names the batch being paid for.
          description: batch
            ? `${course.title} · ${t('batches.paying', {
                language: t(`batches.language.${batch.language}`),
                date: formatDate(batch.startDate, currentLanguage(), 'fullDate'),
              })}`
            : course.title,
          prefill: {
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            contact: user.phone,
          },
        },
      );
      toast.success(t('enrol.paymentSuccess', { id: payment.paymentId }));
      // Verification already enrolled the learner on the server; show it here at once.
      setEnrolledCourses(payment.enrolledCourses);
      setInvoiceUrl(payment.invoiceUrl);
      try {
        const res = await recordEnrollment.mutateAsync({
          courseId: course.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          phone: user.phone,
          paymentId: payment.paymentId,
          amountPaid: payment.amountPaid,
        });
        setInvoiceUrl(res.enrollment.invoiceUrl);
        toast.success(t('enrol.enrollmentSuccess'));
      } catch (error) {
        toast.error(t('enrol.enrolFailed', { message: reasonOf(error) }));
      }
    } catch (error) {
      // Closing the payment window is the learner's choice, not a failure to shout about.
      if (!(error instanceof CheckoutError && error.reason === 'dismissed')) {
        toast.error(await courseCheckoutFailure(error));
      }
    } finally {
      setPaying(false);
    }
  }

  function enrolForFree() {
    enrolFree.mutate(
      { courseId: course.id, batchId },
      {
        onSuccess: () => toast.success(t('enrol.enrolledSuccess')),
        onError: (error) => toast.error(t('enrol.enrolFailed', { message: reasonOf(error) })),
      },
    );
  }

  let action: React.ReactNode;
  if (!user) {
    action = (
      <>
        <Button size="lg" className="w-full" onClick={() => openAuth('login')}>
          <Lock aria-hidden="true" size={18} />
          {t('enrol.signInToEnrol')}
        </Button>
        <p className="text-center text-sm text-slate-600">{t('enrol.signInHint')}</p>
      </>
    );
  } else if (enrolled) {
    action = (
      <Button
        size="lg"
        variant="secondary"
        className="w-full border-success-600 text-success-700 hover:bg-success-50"
        onClick={() => toast.info(t('enrol.alreadyEnrolled'))}
      >
        <CheckCircle2 aria-hidden="true" size={18} />
        {t('enrol.enrolled')}
      </Button>
    );
  } else if (course.course_fee === 0) {
    action = (
      <Button
        size="lg"
        className="w-full"
        disabled={needsBatch}
        loading={enrolFree.isPending}
        loadingText={t('enrol.enrolling')}
        onClick={enrolForFree}
      >
        {t('enrol.enrolFree')}
      </Button>
    );
  } else {
    action = (
      <>
        <Suspense fallback={null}>
          <CheckoutFields item={item} checkout={details} />
        </Suspense>
        <Button
          size="lg"
          variant="accent"
          className="w-full"
          disabled={needsBatch}
          loading={paying}
          loadingText={t('enrol.processing')}
          onClick={() => void pay()}
        >
          {t('enrol.pay', {
            // What the payment window will ask: after any coupon and referral credit (decision 182).
            price: formatInr(
              details.quote ? details.quote.total / 100 : course.course_fee,
              currentLanguage(),
            ),
          })}
        </Button>
        <p className="flex items-center justify-center gap-1 text-center text-xs text-slate-600">
          <ShieldCheck aria-hidden="true" size={14} />
          {t('enrol.secure')}
        </p>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-ui border border-slate-200 bg-slate-50 p-4">
      <CoursePrice fee={course.course_fee} original={course.original_course_fee} large />
      {user && !enrolled && batches.length > 0 && (
        <BatchPicker batches={batches} chosen={batchId} onChoose={setBatchId} />
      )}
      {needsBatch && user && !enrolled && (
        <p className="text-center text-sm text-slate-600">{t('batches.allFull')}</p>
      )}
      {action}
      {invoiceUrl && (
        <a
          href={invoiceUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center justify-center gap-2 text-sm font-semibold text-primary-700 underline"
        >
          <FileText aria-hidden="true" size={16} />
          {t('enrol.invoice')}
        </a>
      )}
    </div>
  );
}
