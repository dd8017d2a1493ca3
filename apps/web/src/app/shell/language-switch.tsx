import type { Language } from '@kalvi/shared';
import { Languages } from 'lucide-react';
import { cn } from '../../lib/cn';
import { changeLanguage } from '../../lib/i18n';
import { saveLanguageToAccount } from '../../lib/language-sync';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';

/** Picks a language and, for a signed-in learner, remembers it on the account too. */
async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (useAuthStore.getState().user) await saveLanguageToAccount(language);
}

/**
 * One button naming the other language in its own script ("தமிழ்" / "English"), so a learner
 * who cannot read the current one still finds it (docs/product/languages.md). That word is its
 * name, so a voice-control user says what they see (WCAG 2.5.3, label in name); the sentence
 * is its description and tooltip.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ta' ? 'en' : 'ta';
  return (
    <button
      type="button"
      lang={next}
      title={t('language.switchTo')}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-ui px-3 font-semibold whitespace-nowrap text-white hover:bg-white/10',
        className,
      )}
      onClick={() => void chooseLanguage(next)}
    >
      <Languages aria-hidden="true" size={18} />
      {/* Drawn from the small Tamil subset in styles.css, so it is never empty boxes on an English page. */}
      {next === 'ta' ? <span className="font-tamil">தமிழ்</span> : 'English'}
    </button>
  );
}
