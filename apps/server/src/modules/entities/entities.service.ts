import {
  decideAccess,
  decideGroundValues,
  EMISSION_STATUSES,
  NSD_TRADING_GROUND_ID,
  pickText,
  type AccessSubject,
  type CompanySummary,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import * as repo from './entities.repository';

/**
 * Statuses of a bond still owed to its holders: announced, in placement, outstanding, and in
 * technical default (a missed payment the issuer may still cure). Matured, redeemed early,
 * cancelled and defaulted bonds are history. Live bonds lead the issuer's list.
 */
export const LIVE_STATUS_IDS: readonly number[] = [32, 96, 192, 174];

const statusName = (statusId: number) =>
  (EMISSION_STATUSES as Record<number, string>)[statusId] ?? 'unknown';

export async function getCompany(
  db: Db,
  id: number,
  lang: Language,
  subject: AccessSubject,
): Promise<CompanySummary> {
  const row = await repo.findCompany(db, id);
  if (!row) throw notFound();
  const { emitent } = row;
  // One yield a bond, from a ground whose values the subject may see rather than masked (as
  // the similar bonds' table does); the latest tick follows the latest quotes' rule.
  const hiddenGrounds =
    decideGroundValues(subject, NSD_TRADING_GROUND_ID) === 'allowed' ? [] : [NSD_TRADING_GROUND_ID];
  const reveal = revealer(decideAccess(subject, 'bond.latest_quotes'));
  const ticks = await repo.findLatestYields(
    db,
    row.bonds.map((b) => b.id),
    hiddenGrounds,
  );
  const latestOf = new Map(ticks.map((t) => [t.emissionId, t]));
  const bonds = row.bonds.map((b) => {
    const tick = latestOf.get(b.id) ?? null;
    return {
      id: b.id,
      name: pickText(b.names, lang),
      isin: b.isin,
      statusId: b.statusId,
      status: statusName(b.statusId),
      live: LIVE_STATUS_IDS.includes(b.statusId),
      currency: b.currency,
      coupon: {
        type: b.couponType as CompanySummary['bonds'][number]['coupon']['type'],
        rate: b.couponRate,
      },
      maturityDate: b.maturityDate,
      latest: tick && {
        date: tick.date,
        tradingGroundId: tick.tradingGroundId,
        ytm: reveal(shownYield(usable(tick.ytm, 'ytm_last', tick.badData))),
      },
    };
  });
  return {
    id: emitent.id,
    name: pickText(emitent.names, lang),
    fullName: pickText(emitent.fullNames, lang),
    country: { id: emitent.countryId, name: pickText(row.country, lang) },
    region: row.region ? pickText(row.region, lang) : null,
    sector: emitent.sector,
    isSovereign: emitent.isSovereign,
    // Stable sort: live bonds first, each group in the repository's order of maturity.
    bonds: [...bonds.filter((b) => b.live), ...bonds.filter((b) => !b.live)],
  };
}

export async function getIndex(db: Db, id: number, lang: Language) {
  const row = await repo.findIndex(db, id);
  if (!row) throw notFound();
  return {
    id: row.index.id,
    code: row.index.code,
    name: pickText(row.index.names, lang),
    currency: row.currency,
    latest: row.latest,
    provenance: { source: row.index.source, asOf: row.latest?.date ?? '' },
  };
}

export async function getEquity(db: Db, id: number, kind: 'stock' | 'etf', lang: Language) {
  const row = await repo.findEquity(db, id);
  if (!row || row.equity.kind !== kind) throw notFound();
  const { equity } = row;
  return {
    id: equity.id,
    kind,
    ticker: equity.ticker,
    isin: equity.isin,
    name: pickText(equity.names, lang),
    emitent:
      equity.emitentId && row.emitentNames
        ? { id: equity.emitentId, name: pickText(row.emitentNames, lang) }
        : null,
    currency: row.currency,
  };
}
