import { and, asc, eq, gt } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../../src/app';
import { emissions, users, watchlists } from '../../src/db/schema/index';
import { seedTestWorld } from './seed-world';
import { createTestApp, TestClient } from './test-app';
import { signedInClient } from './user-fixtures';

/** The four tiers the watchlist tests ask as, and one more full user (someone else). */
export interface WatchlistWorld {
  app: App;
  visitor: TestClient;
  signedIn: TestClient;
  full: TestClient;
  fullNsd: TestClient;
  other: TestClient;
  userId: (email: string) => Promise<number>;
  /** Outstanding bonds of the world, by id. */
  bondIds: number[];
}

export const EMAILS = {
  signedIn: 'basic@example.com',
  full: 'full@example.com',
  fullNsd: 'nsd@example.com',
  other: 'other@example.com',
};

export async function watchlistWorld(): Promise<WatchlistWorld> {
  const app = await createTestApp();
  await seedTestWorld(app.database);
  const bonds = await app.db
    .select({ id: emissions.id })
    .from(emissions)
    .where(and(eq(emissions.statusId, 192), gt(emissions.maturityDate, '2028-01-01')))
    .orderBy(asc(emissions.id));
  return {
    app,
    visitor: new TestClient(app),
    signedIn: await signedInClient(app, EMAILS.signedIn, 1),
    full: await signedInClient(app, EMAILS.full, FULL_ACCESS_LEVEL),
    fullNsd: await signedInClient(app, EMAILS.fullNsd, FULL_ACCESS_LEVEL, { nsdAccess: true }),
    other: await signedInClient(app, EMAILS.other, FULL_ACCESS_LEVEL),
    userId: async (email) => {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },
    bondIds: bonds.map((b) => b.id),
  };
}

/** Creates a list through the API and returns its id. */
export async function createList(client: TestClient, name: string): Promise<number> {
  const response = await client.post('/api/watchlist/create/', { name });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** A list with a chosen id (the NSD list 381), straight into the table. */
export async function insertListWithId(app: App, userId: number, id: number, name: string) {
  await app.db.insert(watchlists).values({ id, userId, name });
}
