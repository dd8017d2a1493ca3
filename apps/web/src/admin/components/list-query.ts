import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/**
 * A console list's page from the server: always fresh (staff act on what others just changed),
 * and the previous page stays on screen while the next one loads. The section's api.ts passes
 * its key and its call, so this file never calls the server itself (docs/decisions/090-web-feature-api-layers.md).
 */
export function useListQuery<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
