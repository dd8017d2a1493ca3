import type { HolidayInput } from '@kalvi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The console's holiday calls (docs/product/holidays.md#the-console). */

export const holidayKeys = {
  all: ['admin', 'holidays'] as const,
};

/** The year ahead's holidays, as the server's default range has them. */
export function useHolidays() {
  return useQuery({
    queryKey: holidayKeys.all,
    queryFn: ({ signal }) => api.get('/admin/holidays', { signal }),
  });
}

export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HolidayInput) => api.post('/admin/holidays', input),
    onSettled: () => client.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}

export function removeHoliday(id: string) {
  return api.del('/admin/holidays/{id}', undefined, { params: { id } });
}
