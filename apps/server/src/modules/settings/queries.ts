import type { AcademySettings } from '@kalvi/shared/admin';
import { eq, sql } from 'drizzle-orm';
import { academySettings, courses, type SellerSnapshot, type SocialLinks } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

export type SettingsRow = typeof academySettings.$inferSelect;

const NO_SOCIAL: SocialLinks = { instagram: '', linkedin: '', facebook: '', twitter: '', youtube: '' };

/** The one settings row (the migration writes it; a database without it is broken, not empty). */
export async function settingsRow(db: Tx, lock = false): Promise<SettingsRow> {
  const query = db.select().from(academySettings).where(eq(academySettings.id, 1));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new Error('academy_settings has no row: run the migrations');
  return row;
}

/** The fields an admin edits, as the console's schema names them. */
export function editable(row: SettingsRow): AcademySettings {
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    stateCode: row.stateCode,
    addressLine1: row.addressLine1,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    social: { ...NO_SOCIAL, ...row.social },
    bannerTextEn: row.bannerTextEn,
    bannerTextTa: row.bannerTextTa,
    bannerStartsOn: row.bannerStartsOn,
    bannerEndsOn: row.bannerEndsOn,
    homeVideoUrl: row.homeVideoUrl,
    aboutVideoUrl: row.aboutVideoUrl,
  };
}

export function formatSettingsAddress(
  s: Pick<SettingsRow, 'addressLine1' | 'city' | 'state' | 'postalCode' | 'country'>,
): string {
  return `${s.addressLine1}, ${s.city}, ${s.state} ${s.postalCode}, ${s.country}`;
}

/** What a tax invoice issued now prints about the seller: copied onto the payment (docs/decisions/123). */
export async function sellerSnapshot(tx: Tx): Promise<SellerSnapshot> {
  const row = await settingsRow(tx);
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    stateCode: row.stateCode,
    address: formatSettingsAddress(row),
    email: row.email,
    phone: row.phone,
  };
}

/** The counts the home page shows visitors: published courses and the people who teach them. */
export async function catalogueCounts(db: Tx): Promise<{ courses: number; instructors: number }> {
  const [row] = await db
    .select({
      courses: sql<number>`count(*)::int`,
      instructors: sql<number>`count(distinct coalesce(${courses.instructorId}::text, ${courses.instructorName}))::int`,
    })
    .from(courses)
    .where(eq(courses.isPublished, true));
  return { courses: Number(row?.courses ?? 0), instructors: Number(row?.instructors ?? 0) };
}
