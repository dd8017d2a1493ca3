import { isLanguage, type Language } from '@kalvi/shared';
import { api } from './api-client';
import { changeLanguage } from './i18n';
import { currentLanguage, storedLanguage } from './language';
import { useAuthStore } from './stores/auth-store';

/** Saves the choice on the account, so it follows the learner to another device. */
export function saveLanguageToAccount(language: Language): Promise<unknown> {
  return api.put('/auth/profile/language', { language }).catch(() => {
    // Best effort: the choice is kept in this browser whatever the server says.
  });
}

/**
 * At each sign-in: the account's language wins (it is what the learner chose on another
 * device); an account that never chose takes the one this browser was set to.
 */
export function followAccountLanguage(): void {
  useAuthStore.subscribe((state, previous) => {
    const user = state.user;
    if (!user || user.id === previous.user?.id) return;
    if (isLanguage(user.preferredLanguage)) {
      if (user.preferredLanguage !== currentLanguage()) void changeLanguage(user.preferredLanguage);
    } else {
      const chosen = storedLanguage();
      if (chosen) void saveLanguageToAccount(chosen);
    }
  });
}
