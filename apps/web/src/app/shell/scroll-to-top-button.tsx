import { SCROLL_TO_TOP_PX } from '@kalvi/shared';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { prefersReducedMotion } from '../../lib/motion';
import { useScrolledPast } from '../../lib/use-scrolled-past';

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TO_TOP_PX);
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className={cn(
        // Sits above the bottom-right corner, which belongs to the chat widget.
        'fixed right-4 bottom-24 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg transition-[opacity,transform] duration-200 hover:bg-primary-800 sm:right-6',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
