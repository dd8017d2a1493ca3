import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function PrivacyPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('privacy.title')} intro={t('privacy.intro')} />;
}
