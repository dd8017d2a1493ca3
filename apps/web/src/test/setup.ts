import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, NAMESPACES } from '../lib/i18n';

// Components render their real English strings, every namespace loaded up front.
beforeAll(async () => {
  await i18n.loadNamespaces([...NAMESPACES]);
});

afterEach(() => {
  cleanup();
  // The server renderer's tests run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
