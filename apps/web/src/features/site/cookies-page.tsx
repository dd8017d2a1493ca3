import { PolicyPage } from './policy-page';

export function CookiesPage() {
  return <PolicyPage policy="cookies" />;
}
