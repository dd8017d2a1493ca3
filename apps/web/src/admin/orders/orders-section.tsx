import { Route, Routes } from 'react-router';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

/** /admin/orders: the list with the refund queue; /admin/orders/:id: one order and its refunds. */
export function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrdersPage />} />
      <Route path=":id" element={<OrderPage />} />
    </Routes>
  );
}
