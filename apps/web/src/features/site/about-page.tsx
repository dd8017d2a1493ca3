import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function AboutPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('about.title')} intro={t('about.intro')} />;
}
