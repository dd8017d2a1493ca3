import type { CouponPreview, CouponPreviewInput } from '@kalvi/shared';
import { api } from '../../../lib/api-client';

/** What a coupon takes off for the signed-in learner (paise); the order prices it again. */
export async function previewCoupon(input: CouponPreviewInput): Promise<CouponPreview> {
  const res = await api.post<{ data: CouponPreview }>('/coupons/preview', input);
  return res.data;
}
