import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ProfilePage() {
  const { t } = useTranslation('account');
  return <PlaceholderPage title={t('profile.title')} intro={t('profile.intro')} />;
}
