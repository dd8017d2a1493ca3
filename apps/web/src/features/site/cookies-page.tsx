import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function CookiesPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('cookies.title')} intro={t('cookies.intro')} />;
}
