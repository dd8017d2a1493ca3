import { BookOpen, CheckCircle2, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';

/** The hero's picture: a glimpse of a learner's week, drawn in HTML so it costs no image download. */
export function HeroCard() {
  const { t } = useTranslation('site');
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-4 rotate-3 rounded-ui bg-accent-400/25" />
      <div className="relative rounded-ui bg-white p-6 text-ink shadow-lg">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-ui bg-gradient-to-br from-primary-600 to-primary-900 text-white">
            <BookOpen size={24} />
          </span>
          <div>
            <p className="font-bold">{t('heroCard.title')}</p>
            <p className="text-sm text-slate-600">{t('heroCard.meta')}</p>
          </div>
        </div>
        <div className="mt-6">
          <div className="flex justify-between text-sm font-semibold text-slate-700">
            <span>{t('heroCard.progress')}</span>
            <span>43%</span>
          </div>
          <div className="mt-2 h-2.5 rounded-full bg-slate-100">
            <div className="h-full w-[43%] rounded-full bg-gradient-to-r from-accent-400 to-accent-600" />
          </div>
        </div>
        <ul className="mt-6 flex flex-col gap-3 text-sm">
          <li className="flex items-center gap-2">
            <CheckCircle2 size={18} className="text-success-600" />
            {t('heroCard.project')}
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle size={18} className="text-primary-600" />
            {t('heroCard.mentor')}
          </li>
        </ul>
      </div>
    </div>
  );
}
