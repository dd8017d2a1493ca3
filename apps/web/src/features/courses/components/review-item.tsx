import type { Review } from '@kalvi/shared';
import { relativeDate } from '@kalvi/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteReview, useUpdateReview } from '../api/review-api';
import { ReviewForm } from './review-form';

const messageOr = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** One review; its owner can edit it in place or delete it after confirming (docs/product/courses-and-reviews.md#review-lifecycle). */
export function ReviewItem({ review, isOwner }: { review: Review; isOwner: boolean }) {
  const { t } = useTranslation('courses');
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const update = useUpdateReview(review.course_id);
  const remove = useDeleteReview(review.course_id);
  const initial = review.user_name.trim().charAt(0).toUpperCase() || '?';

  return (
    <li className="flex gap-3 border-b border-slate-100 py-4 last:border-b-0">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800"
      >
        {initial}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words text-ink">{review.user_name}</span>
          {isOwner && <Badge tone="primary">{t('reviews.yours')}</Badge>}
          <span className="text-xs text-slate-500">
            <time dateTime={review.createdAt}>
              {relativeDate(new Date(review.createdAt), new Date(), currentLanguage())}
            </time>
          </span>
        </div>
        {mode === 'edit' ? (
          <div className="mt-3">
            <ReviewForm
              initial={{ rating: review.rating, comment: review.comment }}
              submitLabel={t('reviews.save')}
              busyLabel={t('reviews.saving')}
              busy={update.isPending}
              onCancel={() => setMode('view')}
              onSubmit={(value) =>
                update.mutate(
                  { id: review._id, ...value },
                  {
                    onSuccess: () => {
                      toast.success(t('reviews.updated'));
                      setMode('view');
                    },
                    onError: (error) => toast.error(messageOr(error, t('reviews.updateFailed'))),
                  },
                )
              }
            />
          </div>
        ) : (
          <>
            <div className="mt-1 flex items-center gap-2">
              <Stars rating={review.rating} size={14} />
              <span className="text-xs font-medium text-slate-600">
                {t(`ratingLabels.${review.rating}` as 'ratingLabels.1')}
              </span>
            </div>
            <p className="mt-2 whitespace-pre-line break-words text-slate-700">{review.comment}</p>
          </>
        )}
        {isOwner && mode === 'view' && (
          <div className="mt-2 flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('reviews.editLabel')}
              onClick={() => setMode('edit')}
            >
              <Pencil aria-hidden="true" size={14} />
              {t('reviews.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-700"
              aria-label={t('reviews.deleteLabel')}
              onClick={() => setMode('confirm-delete')}
            >
              <Trash2 aria-hidden="true" size={14} />
              {t('reviews.delete')}
            </Button>
          </div>
        )}
        {mode === 'confirm-delete' && (
          <div
            role="alertdialog"
            aria-label={t('reviews.confirmDelete')}
            className="mt-3 rounded-ui border border-danger-600/30 bg-danger-50 p-3"
          >
            <p className="text-sm font-medium text-danger-800">{t('reviews.confirmDelete')}</p>
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(review._id, {
                    onSuccess: () => toast.success(t('reviews.deleted')),
                    onError: (error) => {
                      toast.error(messageOr(error, t('reviews.deleteFailed')));
                      setMode('view');
                    },
                  })
                }
              >
                {t('reviews.delete')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                autoFocus
                onClick={() => setMode('view')}
                disabled={remove.isPending}
              >
                {t('reviews.cancel')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
