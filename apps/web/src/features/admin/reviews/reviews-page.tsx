import type {
  ModeratedReview,
  moderatedReviewAnswerSchema,
  moderatedReviewPageSchema,
} from '@kalvi/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { inputClasses } from '../../../components/ui/field';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable, pagedQuery } from '../components/data-table';
import { FilterForm } from '../components/filter-form';
import { RowAction } from '../components/row-action';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';

type Page = z.infer<typeof moderatedReviewPageSchema>;
type Answer = z.infer<typeof moderatedReviewAnswerSchema>;
const FILTERS = ['state'] as const;

/** /admin/reviews: hide a review with a reason (it leaves the rating at once), or restore it. */
export function ReviewsPage() {
  const { t } = useTranslation('adminops');
  const list = useListParams(FILTERS);
  const query = useQuery({
    queryKey: ['admin', 'reviews', list.query(20)],
    queryFn: ({ signal }) => api.get<Page>(`/admin/reviews?${list.query(20)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
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
    <section>
      <SectionHeader title={t('reviews.title')} intro={t('reviews.intro')} />
      <DataTable
        caption={t('reviews.title')}
        columns={columns}
        {...pagedQuery(query)}
        onPageChange={list.setPage}
        rowKey={(row) => row.id}
        filters={
          <FilterForm
            values={list.filters}
            onApply={list.setFilters}
            fields={[
              {
                name: 'state',
                label: t('reviews.show'),
                kind: 'select',
                options: (['all', 'visible', 'hidden'] as const).map((s) => ({
                  value: s === 'all' ? '' : s,
                  label: t(`reviews.states.${s}`),
                })),
              },
            ]}
          />
        }
      />
    </section>
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
      refresh={['admin', 'reviews']}
      send={(form) =>
        api.post<Answer>(`/admin/reviews/${review.id}/${verb}`, {
          reason: String(form.get('reason') ?? '').trim(),
        })
      }
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
