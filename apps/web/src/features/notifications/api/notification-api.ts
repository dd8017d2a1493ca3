import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshUnread } from '../../../lib/unread-count';

const PER_PAGE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};

/** My notifications, one page at a time, newest first; never from a shared cache. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => api.get('/notifications', { query: { page, limit: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks one (an id) or all (none) read; the list and the bell's count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id
        ? api.post('/notifications/{id}/read', undefined, { params: { id } })
        : api.post('/notifications/read-all'),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: notificationKeys.all }), refreshUnread()]),
  });
}
