import type { CourseSort } from '@kalvi/shared';
import { COURSE_PAGE_SIZE } from '@kalvi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CourseFilters {
  search: string;
  category: string;
  level: string;
  sort: CourseSort;
  page: number;
}

/** One key tree for everything about courses, so a write can refresh all of it at once. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (filters: CourseFilters) => ['courses', 'list', filters] as const,
  stats: ['courses', 'stats'] as const,
  facets: ['courses', 'facets'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
  batches: (id: string) => ['courses', 'batches', id] as const,
};

function listQuery(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(COURSE_PAGE_SIZE) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  params.set('sort', filters.sort);
  return params;
}

export function useCourseList(filters: CourseFilters) {
  return useQuery({
    queryKey: courseKeys.list(filters),
    queryFn: ({ signal }) => api.get('/courses', { query: listQuery(filters), signal }),
    // Keep the last page on screen while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useCourseStats() {
  return useQuery({
    queryKey: courseKeys.stats,
    queryFn: ({ signal }) => api.get('/courses/stats/overview', { signal }),
    select: (res) => res.data,
  });
}

export function useCourseFacets() {
  return useQuery({
    queryKey: courseKeys.facets,
    queryFn: ({ signal }) => api.get('/courses/unique', { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });
}
