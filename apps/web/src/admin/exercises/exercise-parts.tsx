import { type Bilingual, HINTS_MAX, TESTS_MAX } from '@kalvi/shared';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { emptyTest, type TestDraft } from './exercise-draft';

const code = '[&_textarea]:font-mono [&_textarea]:text-sm';

/** The tests: input, expected output, and whether learners see it as a sample. */
export function TestsEditor({
  tests,
  onChange,
}: {
  tests: TestDraft[];
  onChange: (tests: TestDraft[]) => void;
}) {
  const { t } = useTranslation('exercisesadmin');
  const set = (i: number, change: Partial<TestDraft>) =>
    onChange(tests.map((test, j) => (j === i ? { ...test, ...change } : test)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-ink">{t('form.tests')}</legend>
      <p className="text-sm text-slate-600">{t('form.testsHint')}</p>
      {tests.map((test, i) => (
        // Tests have no id of their own; their place is their name.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className="space-y-2 rounded-ui border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{t('form.testN', { n: i + 1 })}</span>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={test.sample}
                onChange={(e) => set(i, { sample: e.target.checked })}
              />
              {t('form.sample')}
            </label>
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto text-danger-700"
              disabled={tests.length === 1}
              onClick={() => onChange(tests.filter((_, j) => j !== i))}
            >
              {t('form.removeTest', { n: i + 1 })}
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextAreaField
              label={t('form.input')}
              className={code}
              rows={4}
              value={test.input}
              onChange={(e) => set(i, { input: e.target.value })}
            />
            <TextAreaField
              label={t('form.expected')}
              className={code}
              rows={4}
              value={test.expected}
              onChange={(e) => set(i, { expected: e.target.value })}
            />
          </div>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        disabled={tests.length >= TESTS_MAX}
        onClick={() => onChange([...tests, emptyTest()])}
      >
        {t('form.addTest')}
      </Button>
    </fieldset>
  );
}

/** Up to three hints, each in both languages, revealed to learners in this order. */
export function HintsEditor({
  hints,
  onChange,
}: {
  hints: Bilingual[];
  onChange: (hints: Bilingual[]) => void;
}) {
  const { t } = useTranslation('exercisesadmin');
  const set = (i: number, change: Partial<Bilingual>) =>
    onChange(hints.map((hint, j) => (j === i ? { ...hint, ...change } : hint)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-ink">{t('form.hints', { max: HINTS_MAX })}</legend>
      {hints.map((hint, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hints are named by their place
        <div key={i} className="grid gap-3 rounded-ui border border-slate-200 p-3 sm:grid-cols-2">
          <TextAreaField
            label={t('form.hintEn', { n: i + 1 })}
            rows={2}
            value={hint.en}
            onChange={(e) => set(i, { en: e.target.value })}
          />
          <TextAreaField
            label={t('form.hintTa', { n: i + 1 })}
            lang="ta"
            rows={2}
            value={hint.ta}
            onChange={(e) => set(i, { ta: e.target.value })}
          />
          <Button
            size="sm"
            variant="ghost"
            className="justify-self-start text-danger-700"
            onClick={() => onChange(hints.filter((_, j) => j !== i))}
          >
            {t('form.removeHint', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        disabled={hints.length >= HINTS_MAX}
        onClick={() => onChange([...hints, { en: '', ta: '' }])}
      >
        {t('form.addHint')}
      </Button>
    </fieldset>
  );
}
