import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-errors';
import { i18n as browserI18n } from '../lib/i18n';
import type { Translator } from '../lib/translator';
import { I18nProvider } from '../lib/use-translation';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Learners are often on slow mobile data: reuse what we have, and do not refetch on tab focus.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The server renderer passes its own per-request client and i18n instance (entry-server.tsx);
 * the browser makes one client and uses the one i18n instance.
 */
export function Providers({
  children,
  client,
  i18n = browserI18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n?: Translator;
}) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
