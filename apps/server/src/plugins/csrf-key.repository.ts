import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema/index';

const KEY = 'csrf_key';

/**
 * The instance's key for CSRF tokens, kept in site_settings so that every server on the
 * database signs alike: made once (the first server to start), read by the rest.
 */
export async function csrfKey(db: Db): Promise<Buffer> {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  return Buffer.from(String(row!.value), 'base64url');
}
