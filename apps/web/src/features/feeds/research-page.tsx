import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ResearchPage() {
  const { t } = useTranslation('feeds');
  return <PlaceholderPage title={t('research.title')} intro={t('research.intro')} />;
}
