import { PolicyPage } from './policy-page';

export function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
