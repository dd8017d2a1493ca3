import { bannerShows, gstinIssuesInvoices, indiaDate, type SiteSettings } from '@kalvi/shared';
import {
  type AcademySettings,
  type AcademySettingsPatch,
  academySettingsPatchSchema,
  bannerProblems,
  gstinProblems,
} from '@kalvi/shared/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { academySettings } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { writeThenInvalidate } from '../../lib/cached-write.ts';
import { AppError } from '../../lib/errors.ts';
import { COURSES_CACHE, type ReadCache, SETTINGS_CACHE } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { catalogueCounts, editable, type SettingsRow, settingsRow } from './queries.ts';

export interface SettingsDeps {
  db: Db;
  readCache: ReadCache;
  /** NODE_ENV=production: a placeholder GSTIN stops paid enrolment (docs/decisions/178). */
  production: boolean;
}

export type SettingsAnswer = AcademySettings & { updatedAt: string; gstinReady: boolean };

function settingsAnswer(row: SettingsRow, production: boolean): SettingsAnswer {
  return {
    ...editable(row),
    updatedAt: row.updatedAt.toISOString(),
    gstinReady: gstinIssuesInvoices(row.gstin, production),
  };
}

/**
 * The public facts, from the read cache: the settings row under its own namespace (a save
 * invalidates it, on every instance with Redis), the counts under the catalogue's (a publish or
 * an enrolment invalidates those). The banner's dates are applied per request, so the banner
 * appears and goes at midnight in India without a write.
 */
export async function siteSettings(deps: SettingsDeps, now = new Date()): Promise<SiteSettings> {
  const [row, counts] = await Promise.all([
    deps.readCache.get(SETTINGS_CACHE, 'row', async () => ({ ...editable(await settingsRow(deps.db)) })),
    deps.readCache.get(COURSES_CACHE, 'site-counts', () => catalogueCounts(deps.db)),
  ]);
  const showBanner =
    row.bannerTextEn !== '' && bannerShows(row.bannerStartsOn, row.bannerEndsOn, indiaDate(now));
  return {
    legalName: row.legalName,
    address: {
      line1: row.addressLine1,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country,
    },
    phone: row.phone,
    email: row.email,
    social: row.social,
    banner: showBanner ? { en: row.bannerTextEn, ta: row.bannerTextTa || row.bannerTextEn } : null,
    videos: { home: row.homeVideoUrl, about: row.aboutVideoUrl },
    counts,
  };
}

export async function readSettings(deps: SettingsDeps): Promise<SettingsAnswer> {
  return settingsAnswer(await settingsRow(deps.db), deps.production);
}

/**
 * Saves the fields sent (each card of the page sends its own), checks the banner rules on the
 * result, and writes the audit entry in the same transaction. The row is locked, so two admins
 * saving at once apply one after the other and neither loses the other's fields.
 */
export async function updateSettings(
  deps: SettingsDeps,
  actor: AdminActor,
  patch: AcademySettingsPatch,
): Promise<SettingsAnswer> {
  const changes = academySettingsPatchSchema.parse(patch);
  return writeThenInvalidate(deps, [SETTINGS_CACHE], async (tx) => {
    const locked = await settingsRow(tx, true);
    const before = editable(locked);
    const after: AcademySettings = { ...before, ...stripUndefined(changes) };
    const taxChange = changes.gstin !== undefined || changes.stateCode !== undefined;
    const problems = [...bannerProblems(after), ...(taxChange ? gstinProblems(after) : [])];
    if (problems[0]) throw new AppError(400, problems[0].message, problems);
    const [row] = await tx
      .update(academySettings)
      .set({ ...after, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(academySettings.id, 1))
      .returning();
    if (!row) throw new Error('settings update returned nothing');
    await writeAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: '1',
      before: changedOnly(before, after, 'before'),
      after: changedOnly(before, after, 'after'),
    });
    return settingsAnswer(row, deps.production);
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The audit entry names the fields that changed, not the whole row each time. */
function changedOnly(before: AcademySettings, after: AcademySettings, side: 'before' | 'after'): object {
  const source = side === 'before' ? before : after;
  const keys = (Object.keys(after) as (keyof AcademySettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return Object.fromEntries(keys.map((k) => [k, source[k]]));
}
