import { EVENT_MODES, EVENT_TYPES, type EventMode, type EventType } from '@kalvi/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The statuses the filter offers (docs/product/events.md#filters-and-paging): cancelled events show only under 'All Statuses'. */
export const STATUS_FILTERS = ['all', 'upcoming', 'ongoing', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export interface EventFilters {
  search: string;
  status: StatusFilter;
  type: EventType | 'all';
  mode: EventMode | 'all';
  price: PriceFilter;
  page: number;
}

/** docs/product/events.md#filters-and-paging: the status filter starts at Upcoming. */
export const DEFAULT_FILTERS: EventFilters = {
  search: '',
  status: 'upcoming',
  type: 'all',
  mode: 'all',
  price: 'all',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** A hand-edited or stale URL falls back to the defaults instead of failing the page. */
export function readFilters(params: URLSearchParams): EventFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(STATUS_FILTERS, params.get('status'), DEFAULT_FILTERS.status),
    type: oneOf<EventType | 'all'>(EVENT_TYPES, params.get('type'), 'all'),
    mode: oneOf<EventMode | 'all'>(EVENT_MODES, params.get('mode'), 'all'),
    price: oneOf(PRICE_FILTERS, params.get('price'), 'all'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The GET /api/events query for these filters. */
export function toApiQuery(filters: EventFilters, limit: number): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.mode !== 'all') query.set('mode', filters.mode);
  if (filters.price !== 'all') query.set('is_free', String(filters.price === 'free'));
  return query.toString();
}

/**
 * Filters, page and the open event live in the URL, so a search can be shared and the back
 * button works. Only values that differ from the defaults are written.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const openEventId = params.get('event');

  const write = useCallback(
    (next: EventFilters, event: string | null, replace = false) =>
      setParams(toSearch(next, event), { replace }),
    [setParams],
  );

  const actions = useMemo(
    () => ({
      /** Any filter or search change goes back to page 1 (docs/product/events.md#filters-and-paging). */
      setFilter: (change: Partial<Omit<EventFilters, 'page'>>, replace = false) =>
        write({ ...filters, ...change, page: 1 }, openEventId, replace),
      setPage: (page: number) => write({ ...filters, page }, openEventId),
      clearFilters: () => write(DEFAULT_FILTERS, null),
      /** The address of this list with event `id` open: the card's link. */
      eventHref: (id: string) => `?${toSearch(filters, id).toString()}`,
      closeEvent: () => write(filters, null, true),
    }),
    [filters, openEventId, write],
  );

  return { filters, openEventId, ...actions };
}

/** The query string of these filters and open event; only values that differ from the defaults. */
function toSearch(next: EventFilters, event: string | null): URLSearchParams {
  const out = new URLSearchParams();
  if (next.search.trim()) out.set('search', next.search.trim());
  for (const key of ['status', 'type', 'mode', 'price'] as const) {
    if (next[key] !== DEFAULT_FILTERS[key]) out.set(key, next[key]);
  }
  if (next.page > 1) out.set('page', String(next.page));
  if (event) out.set('event', event);
  return out;
}
