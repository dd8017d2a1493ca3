import type { FlatNamespace, TFunction } from 'i18next';
import {
  createContext,
  createElement,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n as browserI18n } from './i18n';
import type { Translator } from './translator';

/** The server renderer gives each request its own translator (entry-server.tsx); the browser has one. */
const TranslatorContext = createContext<Translator>(browserI18n);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: i18n }, children);
}

/**
 * The strings of one namespace (`common` when none is named), re-rendered when the reader
 * switches language. Suspends, like react-i18next did, while the namespace is on its way.
 */
export function useTranslation<N extends FlatNamespace = 'common'>(
  namespace?: N,
): { t: TFunction<N>; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const name = (namespace ?? 'common') as N;
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  // A loaded namespace never goes through `use`, which would suspend once even on a settled promise.
  if (!i18n.isLoaded([name])) use(i18n.loadNamespaces(name));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per version, so memoised children see the new language
  const t = useMemo(() => i18n.getFixedT(null, name), [i18n, name, version]);
  return { t, i18n };
}
