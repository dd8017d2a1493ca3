import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
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
});
