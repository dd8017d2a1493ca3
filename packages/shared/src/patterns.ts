import { z } from 'zod';

/**
 * Text checks for input, each linear in the length of what it reads (docs/decisions/100): every
 * field is bounded first with an aborting length check, then read by a pattern that cannot
 * backtrack. packages/shared/src/redos.test.ts runs a ReDoS checker over every pattern in the code.
 */

/** Exactly `length` ASCII digits, with the length checked before any pattern runs. */
export function digitsField(length: number, requiredMessage: string, shapeMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .length(length, { message: shapeMessage, abort: true })
    .regex(/^\d+$/, shapeMessage);
}

/** A link typed into a form, trimmed and at most 500 characters; each form then checks its shape. */
export const linkText = () => z.string().trim().max(500, 'The link is too long');

/** An http(s) address with a dotted host, judged by the URL parser instead of a pattern. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}
