import { currentLanguage } from './language';

/**
 * A catalogue text in the reader's language: the Tamil one when Tamil is chosen and the course
 * or event has it, else the English (docs/product/languages.md). Same layout either way.
 */
export function localised(english: string, tamil: string | null | undefined): string {
  return currentLanguage() === 'ta' && tamil ? tamil : english;
}
