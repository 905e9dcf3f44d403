import type { LocalizedText } from '@bondsight/contracts';
import type { consensusForecasts } from '../../../db/schema/index';
import { integer, normal, stream } from '../random';
import type { IssuerPlan } from '../world/types';

export type ConsensusRow = typeof consensusForecasts.$inferInsert;

/** The IFRS profit-and-loss lines analysts forecast, top of the statement first. */
const INDICATORS: [string, LocalizedText][] = [
  ['revenue', { eng: 'Revenue', rus: 'Выручка', chn: '营业收入' }],
  ['gross_profit', { eng: 'Gross profit', rus: 'Валовая прибыль', chn: '毛利润' }],
  ['operating_profit', { eng: 'Operating profit', rus: 'Операционная прибыль', chn: '营业利润' }],
  [
    'profit_before_tax',
    { eng: 'Profit before tax', rus: 'Прибыль до налогообложения', chn: '税前利润' },
  ],
  ['net_income', { eng: 'Net income', rus: 'Чистая прибыль', chn: '净利润' }],
];

/** Years ahead the consensus covers: the next year and the one after. */
const HORIZON_YEARS = 2;

/**
 * Analysts' consensus for the next two years, from the issuer's last annual IFRS figures:
 * each year's forecast grows on the one before (about 5 % a year, analysts differing), and
 * the actual value beside every forecast is the last reported one.
 */
export function consensusRows(
  seed: number,
  issuer: IssuerPlan,
  lastYear: { year: number; values: Record<string, number> } | null,
  dateIso: string,
): ConsensusRow[] {
  if (!lastYear || !issuer.listed) return [];
  const random = stream(seed, 'consensus', issuer.id);
  const rows: ConsensusRow[] = [];
  const base = new Map<string, number>();
  for (let ahead = 1; ahead <= HORIZON_YEARS; ahead++) {
    for (const [code, indexNames] of INDICATORS) {
      const actual = lastYear.values[code];
      if (actual === undefined) continue;
      const previous = base.get(code) ?? actual;
      const forecast = Math.round(previous * (1.05 + 0.08 * normal(random)));
      base.set(code, forecast);
      rows.push({
        emitentId: issuer.id,
        indexNames,
        period: `FY${lastYear.year + ahead}`,
        actualValue: actual,
        forecastValue: forecast,
        // Fewer analysts look two years ahead.
        analysts: integer(random, 3, 15) - (ahead - 1) * 2,
        date: dateIso,
      });
    }
  }
  return rows;
}
