import {
  decideValues,
  EXCEL_EXPORT_MAX_POINTS,
  LATEST_TICKS_LIMIT,
  pickText,
  type AccessSubject,
  type BondSummary,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import * as repo from './bonds.repository';

export async function getBondSummary(db: Db, id: number, lang: Language): Promise<BondSummary> {
  const row = await repo.findBond(db, id);
  if (!row) throw notFound();
  const grounds = await repo.findBondGrounds(db, id);
  const { bond } = row;
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
  };
}

export async function listBonds(db: Db, limit: number, offset: number, lang: Language) {
  const { items, total } = await repo.listBonds(db, limit, offset);
  return {
    total,
    items: items.map((b) => ({
      id: b.id,
      isin: b.isin,
      name: pickText(b.names, lang),
      emitentName: pickText(b.emitentNames, lang),
      currency: b.currency,
      maturityDate: b.maturityDate,
      statusId: b.statusId,
    })),
  };
}

type TickRow = Awaited<ReturnType<typeof repo.findTicks>>[number];

/**
 * An archive row as the subject may see it: display rules first, then masking by the rule of
 * the values' kind (the latest quotes, a public teaser; or the export's history) and by ground.
 */
function toArchiveTick(
  row: TickRow,
  lang: Language,
  subject: AccessSubject,
  kind: 'bond.latest_quotes' | 'bond.archive.export',
) {
  const reveal = revealer(decideValues(subject, kind, row.tradingGroundId));
  const ytm = shownYield(usable(row.ytm, 'ytm_last', row.badData));
  return {
    date: row.date,
    tradingGroundId: row.tradingGroundId,
    tradingGroundName: pickText(row.groundNames, lang),
    cleanPrice: reveal(usable(row.cleanPrice, 'last_price', row.badData)),
    ytm: reveal(ytm),
    exchangeYield: reveal(shownYield(usable(row.exchangeYield, 'ytm_close', row.badData))),
    accruedInterest: reveal(usable(row.nkd, 'nkd', row.badData)),
    duration: reveal(shownDurationOrSpread(usable(row.duration, 'duration', row.badData), ytm)),
    volume: reveal(usable(row.volume, 'volume', row.badData)),
    source: row.source,
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
    items: ticks.map((t) => toArchiveTick(t, lang, subject, 'bond.latest_quotes')),
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
    ticks: ticks.map((t) => toArchiveTick(t, lang, subject, 'bond.archive.export')),
  };
}
