import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import type { paginationSchema } from './envelopes.ts';

export type Pagination = z.infer<typeof paginationSchema>;

export function makePagination(page: number, limit: number, totalItems: number): Pagination {
  return {
    current_page: page,
    total_pages: Math.max(1, Math.ceil(totalItems / limit)),
    total_items: totalItems,
    items_per_page: limit,
  };
}

/** Query-string paging with the given default page size; a limit outside 1..50 is refused. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, `Limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `Limit must be between 1 and ${MAX_PAGE_SIZE}`)
      .default(defaultLimit),
  });
}
