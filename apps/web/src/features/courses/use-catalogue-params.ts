import { ALL_LEVELS, COURSE_LEVELS, COURSE_SORTS, type CourseSort, DEFAULT_COURSE_SORT } from '@kalvi/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseFilters } from './api/course-api';

export type ViewMode = 'grid' | 'list';

export interface CatalogueParams extends CourseFilters {
  view: ViewMode;
  /** The course whose detail is open, so a course can be linked to directly. */
  course: string | null;
}

const isSort = (v: string | null): v is CourseSort => COURSE_SORTS.includes(v as CourseSort);
const isLevel = (v: string | null) => COURSE_LEVELS.includes(v as (typeof COURSE_LEVELS)[number]);

/**
 * The catalogue's state lives in the URL's query string (docs/product/courses-and-reviews.md#catalogue-state), so a
 * filtered page can be shared, reloaded and navigated back to. Defaults are left out of the
 * URL; any filter change goes back to page 1 (docs/product/courses-and-reviews.md#catalogue-state).
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<CatalogueParams>(() => {
    const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
    const level = searchParams.get('level');
    const sort = searchParams.get('sort');
    return {
      search: searchParams.get('search') ?? '',
      category: searchParams.get('category') ?? '',
      level: isLevel(level) ? (level ?? '') : '',
      sort: isSort(sort) ? sort : DEFAULT_COURSE_SORT,
      page: Number.isFinite(page) && page > 0 ? page : 1,
      view: searchParams.get('view') === 'list' ? 'list' : 'grid',
      course: searchParams.get('course'),
    };
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => withChanges(current, changes), { replace: options.replace });
    },
    [setSearchParams],
  );

  /** The address of this list with `changes` made, for links (a course's card). */
  const hrefWith = useCallback(
    (changes: Partial<CatalogueParams>) => `?${withChanges(searchParams, changes).toString()}`,
    [searchParams],
  );

  /** docs/product/courses-and-reviews.md#catalogue-state: search and category empty, All Levels, popular, page 1. */
  const clearFilters = useCallback(
    () => update({ search: '', category: '', level: '', sort: DEFAULT_COURSE_SORT }),
    [update],
  );

  return { params, update, hrefWith, clearFilters };
}

/** The query string with `changes` made: defaults left out, and any filter change back to page 1. */
function withChanges(current: URLSearchParams, changes: Partial<CatalogueParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const isFilterChange = ['search', 'category', 'level', 'sort'].some((k) => k in changes);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault =
      value === '' ||
      value === null ||
      (key === 'level' && value === ALL_LEVELS) ||
      (key === 'sort' && value === DEFAULT_COURSE_SORT) ||
      (key === 'page' && value === 1) ||
      (key === 'view' && value === 'grid');
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (isFilterChange && !('page' in changes)) next.delete('page');
  return next;
}
