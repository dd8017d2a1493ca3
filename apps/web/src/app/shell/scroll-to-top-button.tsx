import { ArrowUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

/** The round "Back to top" button; hidden (and out of the tab order) until the page is scrolled. */
export function ScrollToTopButton({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={onClick}
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
