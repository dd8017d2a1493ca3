import { PolicyPage } from './policy-page';

export function TermsPage() {
  return <PolicyPage policy="terms" />;
}
