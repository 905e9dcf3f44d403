import type { LocalizedText } from '@bondsight/contracts';
import type { consensusForecasts } from '../../../db/schema/index';
import { integer, normal, stream } from '../random';
import { LINES } from '../reports/catalogue';
import type { IssuerPlan } from '../world/types';

export type ConsensusRow = typeof consensusForecasts.$inferInsert;

/** The IFRS profit-and-loss lines analysts forecast, top of the statement first. */
const COMPANY_INDICATORS = [
  'revenue',
  'gross_profit',
  'operating_profit',
  'profit_before_tax',
  'net_income',
];
/** A bank's: its income lines, then its profit (the bank template has no revenue). */
const BANK_INDICATORS = [
  'net_interest_income',
  'net_fee_income',
  'profit_before_tax',
  'net_income',
];

/** The indicator's name: the statement line's own, in every language. */
const nameOf = (code: string): LocalizedText =>
  LINES.find((l) => l.standard === 'msfo' && l.table === 'profit_and_loss' && l.code === code)
    ?.names ?? { eng: code };

/** Years ahead the consensus covers: the next year and the one after. */
const HORIZON_YEARS = 2;
/** Reported years shown beside the consensus analysts held before the results came out. */
const REPORTED_YEARS = 2;

/** One reported year of the issuer's IFRS profit and loss. */
export interface ReportedYear {
  year: number;
  values: Record<string, number>;
}

/**
 * Analysts' consensus beside the issuer's IFRS results. For each of the last two reported
 * years, the year's own actual figure and the consensus analysts held before it came out (a
 * few percent off); for the next two years, the forecast only (the actual is not known yet):
 * each year grows on the one before (about 5 % a year, analysts differing). So every actual
 * belongs to its own year, and no year repeats another's.
 */
export function consensusRows(
  seed: number,
  issuer: IssuerPlan,
  reported: readonly ReportedYear[],
  dateIso: string,
): ConsensusRow[] {
  const last = reported[reported.length - 1];
  if (!last || !issuer.listed) return [];
  const random = stream(seed, 'consensus', issuer.id);
  const bank = last.values.net_interest_income !== undefined;
  const indicators = (bank ? BANK_INDICATORS : COMPANY_INDICATORS).filter(
    (code) => last.values[code] !== undefined,
  );
  const rows: ConsensusRow[] = [];
  for (const past of reported.slice(-REPORTED_YEARS))
    for (const code of indicators) {
      const actual = past.values[code];
      if (actual === undefined) continue;
      rows.push({
        emitentId: issuer.id,
        indexNames: nameOf(code),
        period: `FY${past.year}`,
        actualValue: actual,
        forecastValue: Math.round(actual * (1 + 0.06 * normal(random))),
        analysts: integer(random, 3, 15),
        // The consensus as it stood when the year closed, before the results.
        date: `${past.year + 1}-01-31`,
      });
    }
  const base = new Map<string, number>();
  for (let ahead = 1; ahead <= HORIZON_YEARS; ahead++)
    for (const code of indicators) {
      const previous = base.get(code) ?? (last.values[code] as number);
      const forecast = Math.round(previous * (1.05 + 0.08 * normal(random)));
      base.set(code, forecast);
      rows.push({
        emitentId: issuer.id,
        indexNames: nameOf(code),
        period: `FY${last.year + ahead}`,
        actualValue: null,
        forecastValue: forecast,
        // Fewer analysts look two years ahead.
        analysts: integer(random, 3, 15) - (ahead - 1) * 2,
        date: dateIso,
      });
    }
  return rows;
}
