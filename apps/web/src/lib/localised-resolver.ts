import { zodResolver } from '@hookform/resolvers/zod';
import { translateMessage } from '@kalvi/shared';
import { currentLanguage } from './language';

type Errors = Record<string, unknown>;

/** Each field error's message in the reader's language, nested fields (socialLinks.github) too. */
function translateErrors(errors: Errors): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types' || typeof value !== 'object' || value === null) continue;
    const error = value as Errors;
    if (typeof error.message === 'string') error.message = translateMessage(error.message, currentLanguage());
    translateErrors(error);
  }
}

/**
 * zodResolver whose messages follow the chosen language: the shared schemas say them in English,
 * the server's catalogue (packages/shared/src/messages) has their Tamil, so a form shows the
 * same sentence the server would answer. Used by every form instead of zodResolver.
 */
export const localisedResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    if (currentLanguage() !== 'en') translateErrors(result.errors as Errors);
    return result;
  };
}) as typeof zodResolver;
