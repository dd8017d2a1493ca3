import type { Course, ReviewSort } from '@kalvi/shared';
import { canReviewCourse, REVIEW_SORTS } from '@kalvi/shared';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useUiStore } from '../../../lib/stores/ui-store';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useCourseReviews, useCreateReview, useMyReviews } from '../api/review-api';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/** Who may write here: docs/product/courses-and-reviews.md#who-may-review (signed in, and enrolled or the course is free). */
function WriteArea({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const user = useAuthStore((s) => s.user);
  const openAuth = useUiStore((s) => s.openAuth);
  const mine = useMyReviews(user?.id);
  const create = useCreateReview(course.id);
  // A new form after each success, so the stars and text start empty again.
  const [formKey, setFormKey] = useState(0);

  if (!user) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-ui bg-primary-50 p-4">
        <p className="text-sm font-medium text-primary-900">{t('reviews.loginToReview')}</p>
        <Button size="sm" onClick={() => openAuth('login')}>
          {t('reviews.signIn')}
        </Button>
      </div>
    );
  }
  if (!canReviewCourse(course, user.enrolledCourses)) {
    return <p className="rounded-ui bg-slate-100 p-4 text-sm text-slate-700">{t('reviews.enrolToReview')}</p>;
  }
  if (mine.isPending) return null;
  // One review each. The learner's own review is pinned here, where the form would be: in the
  // list it can sit pages away (sorted by date), leaving no way to find, edit or delete it.
  const own = mine.data?.find((r) => r.course_id === course.id);
  if (own) {
    return (
      <section aria-label={t('reviews.yours')} className="rounded-ui border border-slate-200 px-4">
        <ul>
          <ReviewItem review={own} isOwner />
        </ul>
      </section>
    );
  }
  return (
    <section className="rounded-ui border border-slate-200 p-4">
      <h3 className="mb-3 text-base font-bold text-ink">{t('reviews.write')}</h3>
      <ReviewForm
        key={formKey}
        submitLabel={t('reviews.submit')}
        busyLabel={t('reviews.submitting')}
        busy={create.isPending}
        onSubmit={(value) =>
          create.mutate(value, {
            onSuccess: () => {
              toast.success(t('reviews.submitted'));
              setFormKey((k) => k + 1);
            },
            onError: (error) => toast.error(error.message || t('reviews.submitFailed')),
          })
        }
      />
    </section>
  );
}

/** The Reviews tab of docs/product/screens.md#course-detail: sort, star filter, the write form, the owner's edit and delete. */
export function ReviewsTab({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const userId = useAuthStore((s) => s.user?.id);
  const ownId = useMyReviews(userId).data?.find((r) => r.course_id === course.id)?._id;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [rating, setRating] = useState(0);
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(course.id, { sort, rating, page });
  const list = reviews.data?.data ?? [];
  const pagination = reviews.data?.pagination;

  let body: React.ReactNode;
  if (reviews.isPending) {
    body = <Spinner label={t('reviews.loading')} className="w-full py-10" />;
  } else if (reviews.isError) {
    body = (
      <ErrorState
        message={t('reviews.fetchFailed')}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else if (list.length === 0) {
    body =
      rating === 0 ? (
        <EmptyState
          title={t('reviews.empty')}
          description={t('reviews.emptyHint')}
          icon={<MessageSquare aria-hidden="true" size={28} />}
        />
      ) : (
        <p className="py-10 text-center text-slate-600">{t('reviews.noMatch')}</p>
      );
  } else {
    body = (
      <ul aria-busy={reviews.isFetching} className={reviews.isPlaceholderData ? 'opacity-60' : undefined}>
        {list
          .filter((review) => review._id !== ownId)
          .map((review) => (
            <ReviewItem key={review._id} review={review} isOwner={review.user_id === userId} />
          ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <WriteArea course={course} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-40"
          label={t('reviews.sort')}
          value={sort}
          onValueChange={(value) => {
            setSort(value as ReviewSort);
            setPage(1);
          }}
          options={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sorts.${s}`) }))}
        />
        <SelectField
          className="min-w-40"
          label={t('reviews.filter')}
          value={String(rating)}
          onValueChange={(value) => {
            setRating(Number(value));
            setPage(1);
          }}
          options={[
            { value: '0', label: t('reviews.allStars') },
            ...[5, 4, 3, 2, 1].map((stars) => ({
              value: String(stars),
              label: t('reviews.stars', { count: stars }),
            })),
          ]}
        />
      </div>
      {body}
      {pagination && (
        <Pagination current={pagination.current_page} total={pagination.total_pages} onChange={setPage} />
      )}
    </div>
  );
}
