import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function EventsPage() {
  const { t } = useTranslation('events');
  return <PlaceholderPage title={t('page.title')} intro={t('page.intro')} />;
}
