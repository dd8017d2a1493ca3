import { bannerShows, formatDate, indiaDate, OUTSIDE_INDIA, PLACES_OF_SUPPLY } from '@kalvi/shared';
import {
  type AcademySettingsData,
  type AcademySettingsPatch,
  academySettingsSchema,
  bannerFormSchema,
} from '@kalvi/shared/admin';
import { Badge } from '../../components/ui/badge';
import { SelectField, TextField } from '../../components/ui/field';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { showServerErrors, useZodForm } from '../components/use-zod-form';
import { useAcademySettings, useSaveSettings } from './api';
import { ReferralCard } from './referral-card';
import { SettingsCard, useFieldError } from './settings-card';

const businessSchema = academySettingsSchema.pick({
  legalName: true,
  gstin: true,
  stateCode: true,
  addressLine1: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
  phone: true,
  email: true,
});
const socialSchema = academySettingsSchema.pick({ social: true });
const videosSchema = academySettingsSchema.pick({ homeVideoUrl: true, aboutVideoUrl: true });
const SOCIAL = ['instagram', 'linkedin', 'facebook', 'twitter', 'youtube'] as const;
const BUSINESS = [
  'legalName',
  'gstin',
  'stateCode',
  'addressLine1',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
  'email',
] as const;

/** Saves one card's values: a toast on success, the server's messages under the fields otherwise. */
function useSaver() {
  const { t } = useTranslation('adminsettings');
  const save = useSaveSettings();
  const submit = (
    values: AcademySettingsPatch,
    form: Parameters<typeof showServerErrors>[0],
    reset: (data: AcademySettingsData) => void,
  ) =>
    save.mutateAsync(values).then(
      (answer) => {
        toast.success(t('settings.saved'));
        reset(answer.data);
      },
      (error: unknown) => {
        if (!showServerErrors(form, error)) toast.error(messageOf(error, t('settings.error')));
      },
    );
  return { submit, saving: save.isPending };
}

function BusinessCard({ data }: { data: AcademySettingsData }) {
  const { t, i18n } = useTranslation('adminsettings');
  const pick = (d: AcademySettingsData) =>
    Object.fromEntries(BUSINESS.map((k) => [k, d[k]])) as Record<(typeof BUSINESS)[number], string>;
  const form = useZodForm(businessSchema, pick(data));
  const error = useFieldError(form.formState.errors);
  const { submit, saving } = useSaver();
  return (
    <SettingsCard
      id="business"
      title={t('settings.business.title')}
      note={t('settings.business.note')}
      saving={saving}
      onSubmit={form.handleSubmit((values) => submit(values, form as never, (d) => form.reset(pick(d))))}
    >
      {!data.gstinReady && (
        <p
          role="alert"
          className="text-sm font-semibold text-amber-800 sm:col-span-2"
          data-testid="gstin-needed"
        >
          {t('settings.business.gstinNeeded')}
        </p>
      )}
      {BUSINESS.map((name) =>
        name === 'stateCode' ? (
          <SelectField
            key={name}
            label={t('settings.business.stateCode')}
            hint={t('settings.business.stateCodeHint')}
            options={PLACES_OF_SUPPLY.filter((p) => p.code !== OUTSIDE_INDIA).map((p) => ({
              value: p.code,
              label: `${p[i18n.language === 'ta' ? 'ta' : 'en']} (${p.code})`,
            }))}
            error={error(name)}
            {...form.register(name)}
          />
        ) : (
          <TextField
            key={name}
            label={t(`settings.business.${name}`)}
            hint={name === 'gstin' ? t('settings.business.gstinHint') : undefined}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            className={name === 'legalName' || name === 'addressLine1' ? 'sm:col-span-2' : undefined}
            error={error(name)}
            {...form.register(name)}
          />
        ),
      )}
    </SettingsCard>
  );
}

function SocialCard({ data }: { data: AcademySettingsData }) {
  const { t } = useTranslation('adminsettings');
  const form = useZodForm(socialSchema, { social: data.social });
  const error = useFieldError(form.formState.errors);
  const { submit, saving } = useSaver();
  return (
    <SettingsCard
      id="social"
      title={t('settings.social.title')}
      note={t('settings.social.note')}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        submit(values, form as never, (d) => form.reset({ social: d.social })),
      )}
    >
      {SOCIAL.map((name) => (
        <TextField
          key={name}
          label={t(`settings.social.${name}`)}
          type="url"
          placeholder="https://"
          error={error(`social.${name}`)}
          {...form.register(`social.${name}`)}
        />
      ))}
    </SettingsCard>
  );
}

const bannerValues = (d: AcademySettingsData) => ({
  bannerTextEn: d.bannerTextEn,
  bannerTextTa: d.bannerTextTa,
  bannerStartsOn: d.bannerStartsOn,
  bannerEndsOn: d.bannerEndsOn,
});

function BannerCard({ data }: { data: AcademySettingsData }) {
  const { t } = useTranslation('adminsettings');
  const form = useZodForm(bannerFormSchema, bannerValues(data));
  const error = useFieldError(form.formState.errors);
  const { submit, saving } = useSaver();
  const showing =
    data.bannerTextEn !== '' && bannerShows(data.bannerStartsOn, data.bannerEndsOn, indiaDate(new Date()));
  // An empty date input is "no limit", which the schema spells null.
  const day = { setValueAs: (v: string | null) => (v ? v : null) };
  return (
    <SettingsCard
      id="banner"
      title={t('settings.banner.title')}
      note={t('settings.banner.note')}
      saving={saving}
      aside={
        <Badge tone={showing ? 'success' : 'neutral'} data-testid="banner-state">
          {showing ? t('settings.banner.showingNow') : t('settings.banner.notShowing')}
        </Badge>
      }
      onSubmit={form.handleSubmit((values) =>
        submit(values, form as never, (d) => form.reset(bannerValues(d))),
      )}
    >
      <TextField
        label={t('settings.banner.textEn')}
        className="sm:col-span-2"
        maxLength={120}
        error={error('bannerTextEn')}
        {...form.register('bannerTextEn')}
      />
      <TextField
        label={t('settings.banner.textTa')}
        className="sm:col-span-2"
        lang="ta"
        maxLength={120}
        error={error('bannerTextTa')}
        {...form.register('bannerTextTa')}
      />
      <TextField
        label={t('settings.banner.startsOn')}
        type="date"
        error={error('bannerStartsOn')}
        {...form.register('bannerStartsOn', day)}
      />
      <TextField
        label={t('settings.banner.endsOn')}
        type="date"
        error={error('bannerEndsOn')}
        {...form.register('bannerEndsOn', day)}
      />
    </SettingsCard>
  );
}

function VideosCard({ data }: { data: AcademySettingsData }) {
  const { t } = useTranslation('adminsettings');
  const values = (d: AcademySettingsData) => ({
    homeVideoUrl: d.homeVideoUrl,
    aboutVideoUrl: d.aboutVideoUrl,
  });
  const form = useZodForm(videosSchema, values(data));
  const error = useFieldError(form.formState.errors);
  const { submit, saving } = useSaver();
  return (
    <SettingsCard
      id="videos"
      title={t('settings.videos.title')}
      note={t('settings.videos.note')}
      saving={saving}
      onSubmit={form.handleSubmit((v) => submit(v, form as never, (d) => form.reset(values(d))))}
    >
      <TextField
        label={t('settings.videos.home')}
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={error('homeVideoUrl')}
        {...form.register('homeVideoUrl')}
      />
      <TextField
        label={t('settings.videos.about')}
        type="url"
        placeholder="https://vimeo.com/…"
        error={error('aboutVideoUrl')}
        {...form.register('aboutVideoUrl')}
      />
    </SettingsCard>
  );
}

/** /admin/settings: what the site, e-mails and new invoices say about the academy (admins only). */
export function SettingsPage() {
  const { t, i18n } = useTranslation('adminsettings');
  const settings = useAcademySettings();
  const when = settings.data ? formatDate(settings.data.updatedAt, i18n.language, 'dateTime') : '';
  return (
    <section>
      <SectionHeader
        title={t('settings.title')}
        intro={t('settings.intro')}
        actions={when && <p className="text-sm text-slate-500">{t('settings.lastSaved', { when })}</p>}
      />
      {settings.isPending ? (
        <PageSpinner label={t('settings.loading')} />
      ) : settings.isError ? (
        <p role="alert" className="rounded-ui bg-red-50 p-4 text-red-800">
          {messageOf(settings.error, t('settings.error'))}
        </p>
      ) : (
        <div className="grid gap-6">
          <BannerCard data={settings.data} />
          <BusinessCard data={settings.data} />
          <ReferralCard />
          <VideosCard data={settings.data} />
          <SocialCard data={settings.data} />
        </div>
      )}
    </section>
  );
}
