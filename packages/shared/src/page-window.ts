// Apart from pagination.ts, which needs zod: the pager on every list page needs only this, and
// sharing a module with zod would put zod on the catalogue's first load.

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered buttons of a pager: first, last, and `radius` pages either side of the
 * current one, with an ellipsis wherever pages are skipped.
 */
export function pageWindow(current: number, total: number, radius: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const from = Math.max(2, current - radius);
  const to = Math.min(total - 1, current + radius);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
