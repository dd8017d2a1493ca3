import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function ArticlesPage() {
  const { t } = useTranslation('feeds');
  return <PlaceholderPage title={t('articles.title')} intro={t('articles.intro')} />;
}
