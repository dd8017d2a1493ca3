import type { FlatNamespace, TFunction } from 'i18next';
import {
  createContext,
  createElement,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useRef,
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
  // Strings that arrive while React waits on them make it replay this component in place, and
  // only a `use` call lets the replay go on to mount the hooks after it: skipped because the
  // strings are now here, React threw (#467) and rendered the whole root again. So a component
  // that has waited keeps handing `use` the promise it waited on (React reads a settled one at
  // once); one that never waited never calls it, since a fresh promise suspends once even when
  // it is already resolved.
  const waitedOn = useRef<Promise<void> | null>(null);
  if (!i18n.isLoaded([name])) waitedOn.current = i18n.loadNamespaces(name);
  if (waitedOn.current) use(waitedOn.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per version, so memoised children see the new language
  const t = useMemo(() => i18n.getFixedT(null, name), [i18n, name, version]);
  return { t, i18n };
}
