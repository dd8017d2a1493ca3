import type { Course, ReviewSort } from '@kalvi/shared';
import { canReviewCourse, REVIEW_SORTS } from '@kalvi/shared';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../app/stores/auth-store';
import { useUiStore } from '../../../app/stores/ui-store';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useCourseReviews, useCreateReview, useMyReviews } from '../api/review-queries';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const selectClass =
  'min-h-11 rounded-ui border border-slate-300 bg-white px-3 text-sm text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200';

/** Who may write here: spec §6 (signed in, and enrolled or the course is free). */
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
  // One review each: the learner edits theirs in the list instead.
  if (mine.isPending || mine.data?.some((r) => r.course_id === course.id)) return null;
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

/** Spec §2 Reviews tab: sort, star filter, the write form, the owner's edit and delete. */
export function ReviewsTab({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const userId = useAuthStore((s) => s.user?.id);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [rating, setRating] = useState(0);
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(course.id, { sort, rating, page });
  const sortId = useId();
  const filterId = useId();
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
        {list.map((review) => (
          <ReviewItem key={review._id} review={review} isOwner={review.user_id === userId} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <WriteArea course={course} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('reviews.sort')}
          </label>
          <select
            id={sortId}
            className={selectClass}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ReviewSort);
              setPage(1);
            }}
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`reviews.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('reviews.filter')}
          </label>
          <select
            id={filterId}
            className={selectClass}
            value={rating}
            onChange={(e) => {
              setRating(Number(e.target.value));
              setPage(1);
            }}
          >
            <option value={0}>{t('reviews.allStars')}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {t('reviews.stars', { count: stars })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      {pagination && (
        <Pagination current={pagination.current_page} total={pagination.total_pages} onChange={setPage} />
      )}
    </div>
  );
}
