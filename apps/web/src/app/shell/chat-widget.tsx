import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { loadNamespaces } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

// The panel, its strings and the chatbot's FAQ download on the first open, not with the page.
const ChatPanel = lazy(() =>
  Promise.all([import('./chat-panel'), loadNamespaces('chat')]).then(([m]) => ({ default: m.ChatPanel })),
);

export const CHAT_PANEL_ID = 'support-chat';

/** The floating support chat button of every page (docs/product/screens.md#support-chat-widget). The panel stays mounted once opened, so the conversation survives closing it and moving between pages. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <>
      {opened && (
        <Suspense
          fallback={
            <div className="fixed right-4 bottom-20 z-50 rounded-ui bg-white p-6 shadow-lg sm:right-6">
              <Spinner />
            </div>
          }
        >
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        aria-label={open ? t('chatLauncher.close') : t('chatLauncher.open')}
        aria-expanded={open}
        aria-controls={opened ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-accent-400 text-ink shadow-lg transition-transform hover:scale-105 hover:bg-accent-300 sm:right-6 sm:bottom-6"
      >
        {open ? <X aria-hidden="true" size={26} /> : <MessageCircle aria-hidden="true" size={26} />}
      </button>
    </>
  );
}
