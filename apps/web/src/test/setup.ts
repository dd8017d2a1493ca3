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
  window.localStorage.clear();
});
