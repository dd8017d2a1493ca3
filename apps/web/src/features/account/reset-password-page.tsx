import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  return <PlaceholderPage title={t('resetPassword.title')} intro={t('resetPassword.intro')} />;
}
