import type { CouponPreview, CouponPreviewInput } from '@kalvi/shared';
import { api } from './api-client';

/**
 * What the signed-in learner would pay (paise): with a coupon or referral code when `code` is
 * given, and their referral credit in any case, priced by the server as the order will be
 * (docs/decisions/181, 182). The order prices it again.
 */
export async function previewPrice(input: CouponPreviewInput): Promise<CouponPreview> {
  const res = await api.post('/coupons/preview', input);
  return res.data;
}
