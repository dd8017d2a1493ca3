import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type Strings, Translator } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

function Greeting() {
  const { t } = useTranslation('home');
  return <p>{(t as unknown as (key: string) => string)('hello')}</p>;
}

describe('useTranslation', () => {
  it('waits for a namespace on its way, then shows it, and follows a switch of language', async () => {
    const files: Record<string, Strings> = { 'en/home': { hello: 'Welcome' }, 'ta/home': { hello: 'வருக' } };
    const waiting: Array<() => void> = [];
    const i18n = new Translator({
      language: 'en',
      fallbackLanguage: 'en',
      defaultNamespace: 'common',
      load: (language, namespace) =>
        new Promise((resolve) => waiting.push(() => resolve(files[`${language}/${namespace}`]))),
    });
    // Awaited: React retries a suspended render only inside an awaited act.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <Greeting />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      for (const arrive of waiting.splice(0)) arrive();
    });
    expect(await screen.findByText('Welcome')).toBeInTheDocument();

    let switched: Promise<void> = Promise.resolve();
    act(() => {
      switched = i18n.changeLanguage('ta');
    });
    // The English page stays up while the Tamil strings download: no fallback, no blank.
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    await act(async () => {
      for (const arrive of waiting.splice(0)) arrive();
      await switched;
    });
    expect(screen.getByText('வருக')).toBeInTheDocument();
  });

  it('mounts a page whose strings arrive while React waits, without an error or a second render of the root', async () => {
    // Two namespaces and a hook after them, as the console's pages have. The strings arrive
    // while React is still waiting on them, so it replays the component instead of unwinding.
    function Page() {
      const { t } = useTranslation('home');
      const { t: tEvents } = useTranslation('events');
      const [count] = useState(2);
      const say = (fn: unknown, key: string) => (fn as (key: string) => string)(key);
      return (
        <p>
          {say(t, 'hello')} {say(tEvents, 'title')} {count}
        </p>
      );
    }
    const files: Record<string, Strings> = {
      'ta/home': { hello: 'வருக' },
      'ta/events': { title: 'நிகழ்வுகள்' },
    };
    const i18n = new Translator({
      language: 'ta',
      fallbackLanguage: 'ta',
      defaultNamespace: 'common',
      load: async (language, namespace) => files[`${language}/${namespace}`] ?? {},
    });
    const recovered: unknown[] = [];
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
    await act(async () => {
      root.render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(host.textContent).toBe('வருக நிகழ்வுகள் 2');
    expect(recovered).toEqual([]);
    // Nor a warning: React would name an uncached promise handed to `use`.
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
    act(() => root.unmount());
    host.remove();
  });
});
