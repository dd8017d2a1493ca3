import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function TermsPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('terms.title')} intro={t('terms.intro')} />;
}
