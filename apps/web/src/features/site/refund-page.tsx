import { PolicyPage } from './policy-page';

export function RefundPage() {
  return <PolicyPage policy="refund" />;
}
