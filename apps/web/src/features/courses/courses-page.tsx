import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function CoursesPage() {
  const { t } = useTranslation('courses');
  return <PlaceholderPage title={t('page.title')} intro={t('page.intro')} />;
}
