import type { ReferralSettings } from '@kalvi/shared';
import type { AcademySettingsPatch } from '@kalvi/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { siteKeys } from '../../lib/query-keys';
import { auditKeys } from '../components/keys';

const KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings (admins only). */
export function useAcademySettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get('/admin/settings', { signal }),
    select: (answer) => answer.data,
  });
}

/** PATCH /api/admin/settings with one card's fields; the public site's copy and the audit log are refreshed. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AcademySettingsPatch) => api.patch('/admin/settings', patch),
    onSuccess: (answer) => {
      client.setQueryData(KEY, { success: true, data: answer.data });
      void client.invalidateQueries({ queryKey: siteKeys.all });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

const REFERRAL_KEY = ['admin', 'referral-settings'] as const;

/** GET /api/admin/referrals/settings: a friend's discount and the referrer's credit (docs/decisions/182). */
export function useReferralSettings() {
  return useQuery({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => api.get('/admin/referrals/settings', { signal }),
    select: (answer) => answer.data,
  });
}

/** PUT /api/admin/referrals/settings; the audit log is refreshed. */
export function useSaveReferralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terms: ReferralSettings) => api.put('/admin/referrals/settings', terms),
    onSuccess: (answer) => {
      client.setQueryData(REFERRAL_KEY, { data: answer.data });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
