import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ContactPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('contact.title')} intro={t('contact.intro')} />;
}
