import { sql } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../../src/app';
import { emitents } from '../../src/db/schema/index';
import { seedTestWorld } from './seed-world';
import { createTestApp, TestClient } from './test-app';
import { signedInClient } from './user-fixtures';

/** The test world's showcase corporate issuer and bank (seed-world), by English name. */
export const SHOWCASE_ISSUER = 'Volga Energy';
export const SHOWCASE_BANK = 'Northern Capital Bank';

export type IssuerTier = 'visitor' | 'signedIn' | 'full';

/** The seeded world the issuer blocks' API tests read, as each of the three tiers. */
export interface IssuerWorld {
  app: App;
  /** The showcase corporate issuer's id. */
  showcase: number;
  /** The showcase bank's id. */
  bank: number;
  tiers: Record<IssuerTier, TestClient>;
  /** An issuer's id by its English name. */
  emitentNamed: (name: string) => Promise<number>;
}

export async function issuerWorld(): Promise<IssuerWorld> {
  const app = await createTestApp();
  await seedTestWorld(app.database);
  const emitentNamed = async (name: string) => {
    const [row] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.names}->>'eng' = ${name}`);
    if (!row) throw new Error(`no issuer named ${name}`);
    return row.id;
  };
  return {
    app,
    showcase: await emitentNamed(SHOWCASE_ISSUER),
    bank: await emitentNamed(SHOWCASE_BANK),
    tiers: {
      visitor: new TestClient(app),
      signedIn: await signedInClient(app, 'basic@example.com', 1),
      full: await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL),
    },
    emitentNamed,
  };
}

/** Issuer ids in a path, and how every issuer block answers them: [what, id, status, code]. */
export const BAD_ISSUER_IDS: [string, string, number, string][] = [
  ['an unknown issuer', '999999', 404, 'not_found'],
  ['an id beyond int4', '2147483648', 400, 'validation_failed'],
  ['a zero id', '0', 400, 'validation_failed'],
  ['a negative id', '-5', 400, 'validation_failed'],
  ['a word', 'abc', 400, 'validation_failed'],
  ['a fraction', '1.5', 400, 'validation_failed'],
];
