import type { RoleGrantByEmail } from '@kalvi/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { auditKeys } from '../components/keys';

/** POST /api/admin/roles: the change is in the audit log, so its list is refreshed. */
export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grant: RoleGrantByEmail) => api.post('/admin/roles', grant),
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
