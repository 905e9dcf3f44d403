import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../../src/app';
import { emissions } from '../../src/db/schema/index';
import { createSeededTestApp, TestClient } from './test-app';
import { signedInClient } from './user-fixtures';

/** The chart's data call (get_tradings) and what its tests ask of the seeded world. */
export const GET_TRADINGS = '/api/chart/get_tradings/';
export const MOEX = 1;

export type ChartItem = { id: number; tgId: number; model: 'bonds' | 'index' };

/** A price-chart request for `items` over the period, `extra` on top. */
export const chartRequest = (
  items: ChartItem[],
  period: { startDate: string; endDate: string },
  extra: Record<string, unknown> = {},
) => ({
  items,
  ...period,
  chartType: 'price',
  userChangePeriod: 1,
  getChartIteration: 0,
  ...extra,
});

export interface ChartWorld {
  app: App;
  /** OFZ 26219 (matured 2026-09-16) and OFZ 26230 (live) of the seeded world. */
  ofz19: number;
  ofz30: number;
  /** A client per access tier: visitor, signedIn, full, fullNsd (full with NSD access). */
  tiers: Record<string, TestClient>;
}

/** The seeded world with its two OFZ and a client for each tier. */
export async function openChartWorld(): Promise<ChartWorld> {
  const app = await createSeededTestApp();
  const rows = await app.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
  return {
    app,
    ofz19: rows.find((r) => r.isin === 'SU26219RMFS4')!.id,
    ofz30: rows.find((r) => r.isin === 'SU26230RMFS1')!.id,
    tiers: {
      visitor: new TestClient(app),
      signedIn: await signedInClient(app, 'basic@example.com', 1),
      full: await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL),
      fullNsd: await signedInClient(app, 'nsd@example.com', FULL_ACCESS_LEVEL, {
        nsdAccess: true,
      }),
    },
  };
}
