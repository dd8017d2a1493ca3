import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, readFilters, toApiQuery } from './use-event-filters';

describe('event filters in the URL', () => {
  it('starts at Upcoming, page 1, everything else open', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(toApiQuery(DEFAULT_FILTERS, 12)).toBe('page=1&limit=12&status=upcoming');
  });

  it('sends every chosen filter to the server, All Statuses as no status', () => {
    const filters = readFilters(
      new URLSearchParams('status=all&type=bootcamp&mode=hybrid&price=paid&search=%20react%20&page=3'),
    );
    expect(Object.fromEntries(new URLSearchParams(toApiQuery(filters, 12)))).toEqual({
      page: '3',
      limit: '12',
      search: 'react',
      type: 'bootcamp',
      mode: 'hybrid',
      is_free: 'false',
    });
    expect(toApiQuery({ ...filters, price: 'free' }, 12)).toContain('is_free=true');
  });

  it('falls back to the defaults for values a hand-edited URL may hold', () => {
    expect(readFilters(new URLSearchParams('status=soon&type=party&mode=x&price=cheap&page=-2'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(readFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
