import { Route, Routes } from 'react-router';
import { CouponFormPage } from './coupon-form-page';
import { CouponsPage } from './coupons-page';

/** /admin/coupons: the list; /admin/coupons/new: a new coupon; /admin/coupons/:id: edit one. */
export function CouponsSection() {
  return (
    <Routes>
      <Route index element={<CouponsPage />} />
      <Route path="new" element={<CouponFormPage />} />
      <Route path=":id" element={<CouponFormPage />} />
    </Routes>
  );
}
