import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console list's page, sort and filters, kept in the address: Back returns to the same page
 * of the same filtered list, and a link to it can be shared with a colleague. `sortKeys` maps a
 * column id to the server's sort value for each direction.
 */
export function useListParams<F extends string>(
  filterNames: readonly F[],
  sortKeys: Record<string, { asc: string; desc: string }> = {},
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((n) => [n, params.get(n) ?? ''])) as Record<F, string>,
    [params, filterNames],
  );
  const sort = params.get('sort') ?? '';
  const sorting: SortingState = useMemo(() => {
    for (const [id, keys] of Object.entries(sortKeys)) {
      if (keys.asc === sort) return [{ id, desc: false }];
      if (keys.desc === sort) return [{ id, desc: true }];
    }
    return [];
  }, [sort, sortKeys]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    page,
    filters,
    sort,
    sorting,
    setPage: (p: number) => update({ page: p }),
    /** A new filter starts again at page 1. */
    setFilters: (values: Partial<Record<F, string>>) => update({ ...values, page: undefined }),
    onSortingChange: (updater: SortingState | ((old: SortingState) => SortingState)) => {
      const [first] = typeof updater === 'function' ? updater(sorting) : updater;
      const keys = first ? sortKeys[first.id] : undefined;
      if (keys && first) update({ sort: first.desc ? keys.desc : keys.asc, page: undefined });
    },
    /** The query string for the API: page, limit, sort and the filters that have a value. */
    query: (limit: number) => {
      const q = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (sort) q.set('sort', sort);
      for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v as string);
      return q.toString();
    },
  };
}
