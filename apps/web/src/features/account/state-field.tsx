import { PLACES_OF_SUPPLY } from '@kalvi/shared';
import { SelectField } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';

/**
 * The learner's state or union territory, prefilled at checkout (docs/decisions/187). A chunk of
 * its own: the list of places is not part of the account page's first load.
 */
export default function StateField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language === 'ta' ? 'ta' : 'en';
  return (
    <SelectField
      label={t('profile.state')}
      hint={t('profile.stateHint')}
      className="sm:col-span-2"
      value={value}
      onValueChange={onChange}
      options={[
        { value: '', label: t('profile.stateNone') },
        ...PLACES_OF_SUPPLY.map((p) => ({ value: p.code, label: p[language] })),
      ]}
    />
  );
}
