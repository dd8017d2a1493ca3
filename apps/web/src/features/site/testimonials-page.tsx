import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function TestimonialsPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('testimonials.title')} intro={t('testimonials.intro')} />;
}
