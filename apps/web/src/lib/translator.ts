import type { FlatNamespace, TFunction } from 'i18next';

/*
 * The part of i18next the web app uses, in a few hundred bytes instead of 14 KB gzip on every
 * first load (docs/decisions/157-own-translator.md). The strings keep i18next's JSON format
 * (nested keys, `{{name}}`, `_one`/`_other` plurals), and `t` keeps i18next's key types
 * (lib/i18next.d.ts), so a misspelt key still fails `tsc`.
 */

export type Strings = { [key: string]: unknown };
/** Every namespace's strings, by language then namespace. */
export type Resources = Record<string, Record<string, Strings>>;
/** Fetches one namespace in one language; undefined when that language has no such file. */
export type LoadStrings = (language: string, namespace: string) => Promise<Strings | undefined> | undefined;

type Options = { [name: string]: unknown; count?: number; ns?: string; returnObjects?: boolean };
type Translate = (key: string, options?: Options) => unknown;

export interface TranslatorSetup {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: FlatNamespace;
  resources?: Resources;
  load?: LoadStrings;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

export class Translator {
  language: string;
  /** Bumped whenever what `t` answers may have changed; components re-render on it. */
  version = 0;
  private readonly setup: TranslatorSetup;
  private readonly bundles = new Map<string, Strings>();
  /** Each `language/namespace` asked for, while and after it loads: a missing file is not asked twice. */
  private readonly asked = new Map<string, Promise<void>>();
  /** Each `language/namespace` whose download ended, with strings or with none to find. */
  private readonly settled = new Set<string>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly changeListeners = new Set<() => void>();
  /** One promise per request of namespaces, so a suspended component is handed the same one again. */
  private readonly waits = new Map<string, Promise<void>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(setup: TranslatorSetup) {
    this.setup = setup;
    this.language = setup.language;
    for (const [language, namespaces] of Object.entries(setup.resources ?? {})) {
      for (const [namespace, strings] of Object.entries(namespaces)) this.put(language, namespace, strings);
    }
  }

  private put(language: string, namespace: string, strings: Strings): void {
    const id = `${language}/${namespace}`;
    this.bundles.set(id, strings);
    this.asked.set(id, Promise.resolve());
    this.settled.add(id);
  }

  /** The languages a key is looked up in, the reader's first. */
  private languages(): string[] {
    const { fallbackLanguage } = this.setup;
    return this.language === fallbackLanguage ? [fallbackLanguage] : [this.language, fallbackLanguage];
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  /** True when `t` can answer for these namespaces now: each download ended in every lookup language. */
  isLoaded(namespaces: readonly string[]): boolean {
    return this.languages().every((language) =>
      namespaces.every((namespace) => this.settled.has(`${language}/${namespace}`)),
    );
  }

  addResourceBundle(language: string, namespace: string, strings: Strings): void {
    this.put(language, namespace, strings);
    this.changed();
  }

  /** Fetches the namespaces in the reader's language and the fallback; the same promise while it is on the way. */
  loadNamespaces(namespaces: string | readonly string[], languages = this.languages()): Promise<void> {
    const wanted = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const request = `${languages.join()}|${wanted.join()}`;
    const waiting = this.waits.get(request);
    if (waiting) return waiting;
    const loads: Array<Promise<void>> = [];
    for (const language of languages) {
      for (const namespace of wanted) {
        const id = `${language}/${namespace}`;
        let loading = this.asked.get(id);
        if (!loading) {
          loading = Promise.resolve(this.setup.load?.(language, namespace)).then((strings) => {
            if (strings) this.bundles.set(id, strings);
            this.settled.add(id);
          });
          // A failed download may be tried again on the next visit to the page.
          loading.catch(() => this.asked.delete(id));
          this.asked.set(id, loading);
        }
        loads.push(loading);
      }
    }
    const all = Promise.all(loads).then(() => undefined);
    this.waits.set(request, all);
    // Once settled, the next request asks again: a failed download can be retried, a finished one answers at once.
    const forget = () => this.waits.delete(request);
    all.then(forget, forget);
    return all;
  }

  /** Fetches every namespace already in use in the new language first, so the switch happens in one render. */
  async changeLanguage(language: string): Promise<void> {
    const inUse = new Set<string>();
    for (const id of this.bundles.keys()) inUse.add(id.slice(id.indexOf('/') + 1));
    await this.loadNamespaces([...inUse], [language]);
    this.language = language;
    this.changed();
    for (const listener of this.listeners) listener(language);
  }

  on(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.delete(listener);
  }

  /** For useSyncExternalStore: called after every change of language or strings. */
  subscribe = (onChange: () => void): (() => void) => {
    this.changeListeners.add(onChange);
    return () => this.changeListeners.delete(onChange);
  };

  private changed(): void {
    this.version += 1;
    for (const onChange of this.changeListeners) onChange();
  }

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private find(namespace: string, key: string, count: number | undefined): unknown {
    for (const language of this.languages()) {
      const strings = this.bundles.get(`${language}/${namespace}`);
      if (!strings) continue;
      if (count !== undefined) {
        const form =
          lookup(strings, `${key}_${this.plural(language, count)}`) ?? lookup(strings, `${key}_other`);
        if (form !== undefined) return form;
      }
      const value = lookup(strings, key);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private fill(value: unknown, options: Options | undefined): unknown {
    if (typeof value === 'string') {
      if (!options) return value;
      return value.replace(PLACEHOLDER, (_, name: string) => {
        const filled = lookup(options, name);
        return filled === undefined || filled === null ? '' : String(filled);
      });
    }
    if (Array.isArray(value)) return value.map((item) => this.fill(item, options));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, this.fill(item, options)]),
      );
    }
    return value;
  }

  /** A `t` for one namespace (the default one when null), in the reader's language at each call. */
  getFixedT<N extends FlatNamespace>(_language: null, namespace: N): TFunction<N> {
    const translate: Translate = (key, options) => {
      const separator = key.indexOf(':');
      const namespaceOfKey = separator > 0 ? key.slice(0, separator) : (options?.ns ?? namespace);
      const path = separator > 0 ? key.slice(separator + 1) : key;
      const value = this.find(namespaceOfKey, path, options?.count);
      if (value === undefined) return path;
      // i18next's rule: a group of strings (the chat's greetings, a policy's sections) only when asked for one.
      if (typeof value === 'object' && value !== null && !options?.returnObjects) return path;
      return this.fill(value, options);
    };
    return translate as unknown as TFunction<N>;
  }

  /** `t` in the default namespace. */
  get t(): TFunction<'common'> {
    return this.getFixedT(null, this.setup.defaultNamespace as 'common');
  }
}
