import { asc, eq } from 'drizzle-orm';
import {
  buildCashFlows,
  type BondCashFlows,
  type BondTerms,
  type ZeroCurve,
} from '@bondsight/bond-math';
import type { Database } from '../../src/db/client';
import {
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
  yieldCurveParams,
  yieldCurves,
} from '../../src/db/schema/index';
import { engineTermsOf } from '../../src/data/demo-world/world/engine-terms';
import { curveFromParams } from '../../src/data/demo-world/world/curves';

export interface StoredBondTerms {
  id: number;
  currency: string;
  couponType: string;
  faceValue: number;
  /** The day the issuer defaulted on it (ISO), null when it never did. */
  defaultedOn: string | null;
  terms: BondTerms;
  flows: BondCashFlows;
  offers: { date: string; type: 'put' | 'call'; price: number }[];
  cashFlowRows: (typeof emissionCashFlows.$inferSelect)[];
}

/** Every stored bond's engine terms, rebuilt from the rows alone (termsOf + cash flow table). */
export async function loadStoredBonds(database: Database): Promise<Map<number, StoredBondTerms>> {
  const db = database.db;
  const bonds = await db
    .select({ bond: emissions, currency: currencies.code })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId));
  const flows = await db
    .select()
    .from(emissionCashFlows)
    .orderBy(asc(emissionCashFlows.emissionId), asc(emissionCashFlows.num));
  const offers = await db.select().from(emissionOffers);
  const out = new Map<number, StoredBondTerms>();
  for (const { bond, currency } of bonds) {
    const rows = flows.filter((f) => f.emissionId === bond.id);
    const terms = engineTermsOf(
      { ...bond, issueDate: bond.issueDate!, maturityDate: bond.maturityDate!, currency },
      rows,
    );
    out.set(bond.id, {
      id: bond.id,
      currency,
      couponType: bond.couponType,
      faceValue: bond.faceValue,
      defaultedOn: bond.defaultedOn,
      terms,
      flows: buildCashFlows(terms),
      cashFlowRows: rows,
      offers: offers
        .filter((o) => o.emissionId === bond.id)
        .map((o) => ({ date: o.date, type: o.type, price: o.price })),
    });
  }
  return out;
}

const MODEL: Record<string, 'moex' | 'nss'> = { 'RU-GCURVE': 'moex' };

/** The government curve of a currency on a date, from the stored parameters. */
export async function loadCurves(
  database: Database,
): Promise<(currency: string, date: string) => ZeroCurve | undefined> {
  const rows = await database.db
    .select({
      date: yieldCurveParams.date,
      params: yieldCurveParams.params,
      code: yieldCurves.code,
      currency: currencies.code,
    })
    .from(yieldCurveParams)
    .innerJoin(yieldCurves, eq(yieldCurves.id, yieldCurveParams.curveId))
    .innerJoin(currencies, eq(currencies.id, yieldCurves.currencyId));
  const byKey = new Map(
    rows.map((r) => [`${r.currency}:${r.date}`, curveFromParams(MODEL[r.code] ?? 'nss', r.params)]),
  );
  return (currency, date) => byKey.get(`${currency}:${date}`);
}
