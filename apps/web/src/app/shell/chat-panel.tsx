import {
  bilingualFaq,
  CHAT_REPLY_DELAY_MAX_MS,
  CHAT_REPLY_DELAY_MIN_MS,
  FAQ,
  faqIn,
  findFaqAnswer,
  initials,
  isTamilText,
  LOCALES,
  SITE,
} from '@kalvi/shared';
import { Bot, Send, User, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/language';
import { useSite } from '../../lib/site-settings';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';

/** The FAQ matched in English, Tamil and romanised Tamil (packages/shared/src/chat-ta.ts). */
const BOTH_LANGUAGES = bilingualFaq(FAQ);
/** A message of the support chat (docs/product/feeds-and-chat.md#support-chatbot). */
interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

const timeFormats = {
  en: new Intl.DateTimeFormat(LOCALES.en, { hour: 'numeric', minute: '2-digit' }),
  ta: new Intl.DateTimeFormat(LOCALES.ta, { hour: 'numeric', minute: '2-digit' }),
};

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function replyDelay(): number {
  return CHAT_REPLY_DELAY_MIN_MS + Math.random() * (CHAT_REPLY_DELAY_MAX_MS - CHAT_REPLY_DELAY_MIN_MS);
}

let nextId = 1;
function message(text: string, isBot: boolean): ChatMessage {
  nextId += 1;
  return { id: nextId, text, isBot, timestamp: new Date() };
}

export function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const site = useSite();
  const contact = { email: site?.email ?? SITE.email, phone: site?.phone ?? SITE.phone };
  const user = useAuthStore((s) => s.user);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const titleId = useId();

  // First opening with an empty conversation: the bot says hello (docs/product/feeds-and-chat.md#support-chatbot).
  useEffect(() => {
    if (!open) return;
    setMessages((current) =>
      current.length === 0 ? [message(pick(t('greetings', { returnObjects: true })), true)] : current,
    );
    input.current?.focus();
  }, [open, t]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message or the typing indicator
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, pending]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, message(text, false)]);
    setDraft('');
    setPending((n) => n + 1);
    const timer = window.setTimeout(() => {
      // A question typed in Tamil script gets its answer in Tamil whatever the page's language.
      const found = findFaqAnswer(text, BOTH_LANGUAGES);
      const language = isTamilText(text) ? 'ta' : currentLanguage();
      // The answers are written with the academy's first address and phone; the ones an admin
      // keeps in the settings now take their place (docs/decisions/123).
      const answer = found
        ? faqIn(found.entry, language)
            .answer.replaceAll(SITE.email, contact.email)
            .replaceAll(SITE.phone, contact.phone)
        : pick(t('fallbacks', { returnObjects: true, email: contact.email }));
      setMessages((current) => [...current, message(answer, true)]);
      setPending((n) => n - 1);
    }, replyDelay());
    timers.current.push(timer);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms a Tamil IME word is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const userBadge = user ? initials(user.firstName, user.lastName) : null;

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-2 bottom-20 z-50 flex h-[min(34rem,calc(100dvh-7rem))] flex-col overflow-hidden rounded-ui border border-slate-200 bg-white shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-96"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-primary-900 to-primary-700 px-4 py-3 text-white">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-400 text-ink">
          <Bot aria-hidden="true" size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold">
            {t('botName')}
          </h2>
          <p className="text-sm text-white/80">{t('tagline')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" size={20} />
        </button>
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('panelLabel')}
        className="flex flex-1 flex-col gap-4 overflow-y-auto bg-slate-50 px-4 py-4"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            className={cn('flex items-end gap-2', !m.isBot && 'flex-row-reverse')}
            data-testid={m.isBot ? 'bot-message' : 'user-message'}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                m.isBot ? 'bg-primary-100 text-primary-800' : 'bg-accent-400 text-ink',
              )}
            >
              {m.isBot ? <Bot size={16} /> : (userBadge ?? <User size={16} />)}
            </span>
            <div className={cn('flex max-w-[80%] flex-col', !m.isBot && 'items-end')}>
              <p
                className={cn(
                  'rounded-ui px-3 py-2 text-sm whitespace-pre-wrap break-words',
                  m.isBot
                    ? 'rounded-bl-sm bg-white text-slate-800 shadow-sm'
                    : 'rounded-br-sm bg-primary-700 text-white',
                )}
              >
                <span className="sr-only">{m.isBot ? t('botName') : t('you')}: </span>
                {m.text}
              </p>
              <time dateTime={m.timestamp.toISOString()} className="mt-1 text-xs text-slate-500">
                {timeFormats[currentLanguage()].format(m.timestamp)}
              </time>
            </div>
          </div>
        ))}
        {pending > 0 && (
          <div className="flex items-end gap-2" data-testid="typing">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-primary-100 text-primary-800"
            >
              <Bot size={16} />
            </span>
            <p className="flex gap-1 rounded-ui rounded-bl-sm bg-white px-3 py-3 shadow-sm">
              <span className="sr-only">{t('typing')}</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 animate-bounce rounded-full bg-slate-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </p>
          </div>
        )}
      </div>

      <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
        <div className="flex items-end gap-2">
          <label className="sr-only" htmlFor={`${id}-input`}>
            {t('inputLabel')}
          </label>
          <textarea
            id={`${id}-input`}
            ref={input}
            rows={1}
            value={draft}
            maxLength={1000}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            aria-describedby={`${id}-hint`}
            className="max-h-32 min-h-11 flex-1 resize-none rounded-ui border border-slate-300 px-3 py-2.5 text-base text-ink placeholder:text-slate-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none"
          />
          <button
            type="submit"
            disabled={draft.trim() === ''}
            aria-label={t('send')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-ui bg-primary-700 text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Send aria-hidden="true" size={18} />
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('hint')}
        </p>
      </form>
    </div>
  );
}
