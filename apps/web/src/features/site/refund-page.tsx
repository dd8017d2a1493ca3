import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function RefundPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('refund.title')} intro={t('refund.intro')} />;
}
