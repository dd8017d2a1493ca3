import type { ConsoleMessage } from '@playwright/test';

/**
 * An error or a warning the product wrote to the console. Playwright's own warning when it
 * blocks the service worker (playwright.config.ts, docs/decisions/185-offline-and-installable.md)
 * is the harness speaking, not the product.
 */
export function productProblem(msg: ConsoleMessage): boolean {
  if (msg.type() !== 'error' && msg.type() !== 'warning') return false;
  return msg.text() !== 'Service Worker registration blocked by Playwright';
}
