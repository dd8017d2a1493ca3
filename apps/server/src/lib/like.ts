/** `%`, `_` and `\` typed by a learner are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
