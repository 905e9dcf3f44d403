import type { LocalizedText } from '@bondsight/contracts';
import type { consensusForecasts } from '../../../db/schema/index';
import { integer, normal, stream } from '../random';
import type { IssuerPlan } from '../world/types';

export type ConsensusRow = typeof consensusForecasts.$inferInsert;

const INDICATORS: [string, LocalizedText][] = [
  ['revenue', { eng: 'Revenue', rus: 'Выручка', chn: '营业收入' }],
  ['ebitda', { eng: 'EBITDA', rus: 'EBITDA', chn: '息税折旧摊销前利润' }],
  ['net_income', { eng: 'Net income', rus: 'Чистая прибыль', chn: '净利润' }],
];

/** Analysts' consensus for the next year, from the issuer's last annual IFRS figures. */
export function consensusRows(
  seed: number,
  issuer: IssuerPlan,
  lastYear: { year: number; values: Record<string, number> } | null,
  dateIso: string,
): ConsensusRow[] {
  if (!lastYear || !issuer.listed) return [];
  const random = stream(seed, 'consensus', issuer.id);
  return INDICATORS.flatMap(([code, indexNames]) => {
    const actual = lastYear.values[code];
    if (actual === undefined) return [];
    return [
      {
        emitentId: issuer.id,
        indexNames,
        period: `FY${lastYear.year + 1}`,
        actualValue: actual,
        forecastValue: Math.round(actual * (1.05 + 0.08 * normal(random))),
        analysts: integer(random, 3, 15),
        date: dateIso,
      },
    ];
  });
}
