import {
  EXCEL_EXPORT_MAX_POINTS,
  LATEST_TICKS_LIMIT,
  pickText,
  type AccessSubject,
  type BondSummary,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findLife } from '../../lib/bond-life-query';
import { toArchiveTick } from './archive-tick';
import * as repo from './bonds.repository';
import { asOfDay } from './freshness';
import { summaryLiquidity, summaryQuote } from './market.service';

export async function getBondSummary(
  db: Db,
  id: number,
  lang: Language,
  subject: AccessSubject,
): Promise<BondSummary> {
  const row = await repo.findBond(db, id);
  if (!row) throw notFound();
  const { bond } = row;
  const asOf = asOfDay(bond.asOf);
  const [grounds, quote, liquidity, life] = await Promise.all([
    repo.findBondGrounds(db, id),
    summaryQuote(db, id, asOf, lang, subject),
    summaryLiquidity(db, id, asOf, subject),
    findLife(db, id, asOf),
  ]);
  if (!life) throw notFound();
  // An ended or defaulted bond's last price is history: no yield as if it still paid.
  const latestQuote = quote && !life.alive ? { ...quote, ytm: null, exchangeYield: null } : quote;
  return {
    id: bond.id,
    isin: bond.isin,
    name: pickText(bond.names, lang),
    fullName: pickText(bond.fullNames, lang),
    emitent: { id: row.emitent.id, name: pickText(row.emitent.names, lang) },
    country: { id: row.country.id, name: pickText(row.country.names, lang) },
    statusId: bond.statusId,
    currency: row.currency,
    faceValue: bond.faceValue,
    issueDate: bond.issueDate,
    maturityDate: bond.maturityDate,
    coupon: {
      type: bond.couponType as BondSummary['coupon']['type'],
      rate: bond.couponRate,
      frequency: bond.couponFrequency,
      dayCount: bond.dayCount,
    },
    outstandingVolume: bond.outstandingVolume,
    tradingGrounds: grounds.map((g) => ({
      id: g.id,
      name: pickText(g.names, lang),
      maxDate: g.maxDate,
    })),
    provenance: { source: bond.source, asOf: bond.asOf.toISOString() },
    latestQuote,
    liquidity,
    life,
  };
}

export async function getLatestTicks(
  db: Db,
  id: number,
  tradingGroundId: number | undefined,
  lang: Language,
  subject: AccessSubject,
) {
  const row = await repo.findBond(db, id);
  if (!row) throw notFound();
  const ticks = await repo.findTicks(db, { emissionId: id, tradingGroundId }, LATEST_TICKS_LIMIT);
  return {
    items: ticks.map((t) =>
      toArchiveTick(t, lang, subject, 'bond.latest_quotes', asOfDay(row.bond.asOf)),
    ),
    provenance: { source: row.bond.source, asOf: row.bond.asOf.toISOString() },
  };
}

/** Rows for the Excel archive export; refused at the spec's 2500-point cap. */
export async function getArchiveForExport(
  db: Db,
  range: repo.TickRange,
  lang: Language,
  subject: AccessSubject,
) {
  const row = await repo.findBond(db, range.emissionId);
  if (!row) throw notFound();
  const total = await repo.countTicks(db, range);
  if (total === 0) throw new AppError('not_found', 'no_data_for_period');
  if (total >= EXCEL_EXPORT_MAX_POINTS) {
    throw new AppError('validation_failed', 'many_points', { 'querystring.from': 'many_points' });
  }
  const ticks = await repo.findTicks(db, range, EXCEL_EXPORT_MAX_POINTS);
  return {
    bond: row.bond,
    name: pickText(row.bond.names, lang),
    ticks: ticks.map((t) =>
      toArchiveTick(t, lang, subject, 'bond.archive.export', asOfDay(row.bond.asOf)),
    ),
  };
}
