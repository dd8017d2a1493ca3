import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ProblemsPage() {
  const { t } = useTranslation('feeds');
  return <PlaceholderPage title={t('problems.title')} intro={t('problems.intro')} />;
}
