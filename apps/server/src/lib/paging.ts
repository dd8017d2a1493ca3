/** Which page of a list, and how many rows a page holds: a list's parsed query string. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of a list and the count of every row its filter matches, read together: the rows
 * query gets its limit and offset here, so each list pages the same way.
 */
export async function readPage<T>(
  rows: { limit(n: number): { offset(n: number): PromiseLike<T[]> } },
  counted: PromiseLike<{ n: number }[]>,
  { page, limit }: PageRequest,
): Promise<{ rows: T[]; total: number }> {
  const [found, [total]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), counted]);
  return { rows: found, total: Number(total?.n ?? 0) };
}
