import { CalendarX } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { useEventList } from './api/event-api';
import { EventCard } from './components/event-card';
import { EventDetailsModal } from './components/event-details-modal';
import { EventFiltersPanel } from './components/event-filters-panel';
import { EventsHero } from './components/events-hero';
import { useEventFilters } from './use-event-filters';

/** docs/product/constants-and-limits.md#pagination-window: first, last and the current page plus or minus one. */
const PAGE_RADIUS = 1;

/** The spec's two titles: the server answered with a refusal, or the call itself failed. */
const listFailure = (error: Error) =>
  error instanceof ApiError && error.status > 0 ? ('errors.list' as const) : ('errors.fetch' as const);

function CardSkeletons() {
  return (
    <>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-ui bg-white ring-1 ring-slate-200">
          <Skeleton className="aspect-[2/1] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </>
  );
}

export function EventsPage() {
  const { t } = useTranslation('events');
  const { filters, openEventId, setFilter, setPage, clearFilters, eventHref, closeEvent } = useEventFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const list = useEventList(filters);
  const events = list.data?.data ?? [];
  const total = list.data?.pagination?.total_items ?? 0;
  const totalPages = list.data?.pagination?.total_pages ?? 1;

  // A stale shared link may name a page past the end: go to the last one that exists.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && filters.page > totalPages) setPage(totalPages);
  }, [list.data, list.isPlaceholderData, filters.page, totalPages, setPage]);

  const onSearch = useCallback((search: string) => setFilter({ search }, true), [setFilter]);

  const changePage = (page: number) => {
    setPage(page);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const heading =
    filters.status === 'all'
      ? t('heading.all')
      : t('heading.status', { status: t(`filters.statusOptions.${filters.status}`) });

  return (
    <>
      <EventsHero
        search={filters.search}
        onSearch={onSearch}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId={filtersId}
      />
      <div ref={listTop} className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <div hidden={!filtersOpen}>
          <EventFiltersPanel id={filtersId} filters={filters} onChange={setFilter} onClear={clearFilters} />
        </div>

        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-2xl font-bold text-ink">{heading}</h2>
          {list.data && (
            <p className="text-slate-600" aria-live="polite">
              {t('heading.count', { count: total })}
            </p>
          )}
        </div>

        {list.isError && !list.data ? (
          <ErrorState
            title={t(listFailure(list.error))}
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <CardSkeletons />
          </div>
        ) : events.length === 0 ? (
          <EmptyState
            icon={<CalendarX aria-hidden="true" size={28} />}
            title={t('empty.title')}
            description={t('empty.body')}
            action={<Button onClick={clearFilters}>{t('empty.action')}</Button>}
          />
        ) : (
          <div
            className="grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {events.map((event) => (
              <EventCard key={event._id} event={event} href={eventHref(event._id)} />
            ))}
          </div>
        )}

        <Pagination
          current={filters.page}
          total={totalPages}
          radius={PAGE_RADIUS}
          onChange={changePage}
          className="pt-2"
        />
      </div>

      <EventDetailsModal
        eventId={openEventId}
        fromList={events.find((e) => e._id === openEventId)}
        onClose={closeEvent}
      />
    </>
  );
}
