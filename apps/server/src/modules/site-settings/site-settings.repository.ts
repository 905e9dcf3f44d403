import { inArray } from 'drizzle-orm';
import type { SiteSettingKey } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { adminDecisions, siteSettings } from '../../db/schema/index';

export async function readSettings(db: Executor, keys: readonly SiteSettingKey[]) {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(db: Executor, key: SiteSettingKey, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** A line in the admin decision log: who changed which setting, and when. */
export async function logSettingChange(db: Executor, adminId: number, key: SiteSettingKey) {
  await db.insert(adminDecisions).values({ adminId, action: 'site_settings', note: key });
}
