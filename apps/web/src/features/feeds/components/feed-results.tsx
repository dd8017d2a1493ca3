import { type FeedPage, shownRange } from '@kalvi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

export type FeedSection = 'problems' | 'research' | 'articles';

export interface FeedResultsProps<T> {
  query: UseQueryResult<FeedPage<T>, Error>;
  /** Whose texts to show: its noun ('Showing X to Y of Z papers'), loading, empty and error lines. */
  section: FeedSection;
  /** Classes of the list, e.g. its grid columns. */
  listClassName: string;
  /** Height class of one loading placeholder, close to a real card's. */
  skeletonClassName: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
}

/**
 * The states every feed list has: loading (spinner and placeholders), a visible error with
 * 'Try Again' (docs/product/feeds-and-chat.md#failures-are-visible), empty, a note when the server served an old copy, then
 * the count line, the cards and the pager.
 */
export function FeedResults<T>({
  query,
  section,
  listClassName,
  skeletonClassName,
  itemKey,
  renderItem,
  onPageChange,
}: FeedResultsProps<T>) {
  const { t } = useTranslation('feeds');
  const loadingLabel = t(`${section}.loading`);

  if (query.isPending) {
    return (
      <div>
        <div className="mb-4 flex items-center gap-3 text-slate-600">
          <Spinner size="sm" label={loadingLabel} />
          <span aria-hidden="true">{loadingLabel}</span>
        </div>
        <ul aria-hidden="true" className={listClassName}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i}>
              <Skeleton className={cn('w-full', skeletonClassName)} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError) {
    return (
      <ErrorState
        title={t(`${section}.errorTitle`)}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="rounded-ui border border-danger-50 bg-white shadow-sm"
      />
    );
  }

  const { data, pagination, stale } = query.data;
  if (data.length === 0 && pagination.total_items > 0) {
    return (
      <EmptyState
        title={t('pastLastPage.title')}
        description={t('pastLastPage.body')}
        action={<Button onClick={() => onPageChange(1)}>{t('pastLastPage.action')}</Button>}
      />
    );
  }
  if (data.length === 0) {
    return <EmptyState title={t(`${section}.emptyTitle`)} description={t(`${section}.emptyBody`)} />;
  }

  const { from, to } = shownRange(pagination, data.length);
  return (
    <div>
      {stale && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-ui border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Clock aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          {t('stale')}
        </p>
      )}
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {t('showing', { from, to, total: pagination.total_items, noun: t(`${section}.noun`) })}
      </p>
      <ul className={cn(listClassName, query.isFetching && 'opacity-70 transition-opacity')}>
        {data.map((item) => (
          <li key={itemKey(item)} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-8"
        current={pagination.current_page}
        total={pagination.total_pages}
        onChange={onPageChange}
      />
    </div>
  );
}
