import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { DOCS_DOWNLOAD_TARIFF, FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { createDemoWatchlists } from './demo-watchlists';

export interface DemoAccount {
  email: string;
  password: string;
  tier: string;
}

/** One account per signed-in tier (a visitor needs none), created only on an empty user table. */
export async function createDemoAccounts(
  db: Db,
  fixedPassword: string | null,
): Promise<DemoAccount[]> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return [];
  const tiers = [
    {
      email: 'user@demo.bondsight',
      tier: 'signed in (level 1)',
      level: 1,
      isAdmin: false,
      nsdAccess: false,
      tariffs: [],
    },
    {
      email: 'full@demo.bondsight',
      tier: `full access (level ${FULL_ACCESS_LEVEL})`,
      level: FULL_ACCESS_LEVEL,
      isAdmin: false,
      nsdAccess: false,
      tariffs: [],
    },
    {
      email: 'admin@demo.bondsight',
      // The operator also holds the national-depository flag (the NSD ground's values, 381) and
      // docsDownloadAccess (bond documents); the full-access account holds neither.
      tier: `administrator (level ${FULL_ACCESS_LEVEL}, NSD access, document downloads)`,
      level: FULL_ACCESS_LEVEL,
      isAdmin: true,
      nsdAccess: true,
      tariffs: [DOCS_DOWNLOAD_TARIFF],
    },
  ];
  const accounts: DemoAccount[] = [];
  const userIds: number[] = [];
  for (const tier of tiers) {
    const password = fixedPassword ?? crypto.randomBytes(9).toString('base64url');
    const [user] = await db
      .insert(users)
      .values({
        email: tier.email,
        passwordHash: await hashPassword(password),
        level: tier.level,
        isAdmin: tier.isAdmin,
        nsdAccess: tier.nsdAccess,
        tariffs: tier.tariffs,
      })
      .returning({ id: users.id });
    userIds.push(user!.id);
    accounts.push({ email: tier.email, password, tier: tier.tier });
  }
  // Lists with holdings, so that the watchlist page, ladder and alerts show real data.
  await createDemoWatchlists(db, userIds);
  return accounts;
}
