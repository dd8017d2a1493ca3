import type { ModeratedReview } from '@kalvi/shared/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { selectFilter } from '../components/filter-form';
import { ListPage } from '../components/list-page';
import { RowAction } from '../components/row-action';
import { useListParams } from '../components/use-list-params';
import { moderateReview, reviewKeys, useModeratedReviews } from './api';

const FILTERS = ['state'] as const;

/** /admin/reviews: hide a review with a reason (it leaves the rating at once), or restore it. */
export function ReviewsPage() {
  const { t } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useModeratedReviews(list.query(20));
  const columns = useMemo<ColumnDef<ModeratedReview, unknown>[]>(
    () => [
      { id: 'course', header: t('reviews.course'), cell: ({ row }) => row.original.courseTitle },
      { id: 'learner', header: t('reviews.learner'), cell: ({ row }) => row.original.learnerName },
      { id: 'rating', header: t('reviews.rating'), cell: ({ row }) => `${row.original.rating} ★` },
      {
        id: 'comment',
        header: t('reviews.comment'),
        cell: ({ row }) => <p className="max-w-md whitespace-pre-line">{row.original.comment}</p>,
      },
      { id: 'act', header: t('reviews.action'), cell: ({ row }) => <Moderate review={row.original} /> },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('reviews.title')}
      intro={t('reviews.intro')}
      columns={columns}
      query={query}
      list={list}
      fields={[
        selectFilter(
          'state',
          t('reviews.show'),
          (['all', 'visible', 'hidden'] as const).map((s) => ({
            value: s === 'all' ? '' : s,
            label: t(`reviews.states.${s}`),
          })),
        ),
      ]}
    />
  );
}

function Moderate({ review }: { review: ModeratedReview }) {
  const { t } = useTranslation('adminops');
  const verb = review.hidden ? 'restore' : 'hide';
  return (
    <RowAction
      className="min-w-56"
      label={t(`reviews.${verb}`)}
      variant={review.hidden ? 'secondary' : 'danger'}
      failure={t('reviews.failed')}
      errorInline
      refresh={reviewKeys.all}
      send={(form) => moderateReview(review.id, verb, String(form.get('reason') ?? '').trim())}
    >
      {review.hidden && (
        <p className="text-xs text-amber-800">
          {t('reviews.hiddenBecause', { reason: review.hiddenReason })}
        </p>
      )}
      <label className="text-xs font-medium">
        {t('reviews.reason')}
        <input name="reason" required maxLength={500} className={inputClasses()} />
      </label>
    </RowAction>
  );
}
