import { pickText, type PraamsComponent, type ScoredPraamsComponent } from '@bondsight/contracts';
import { recordPdf } from '../../lib/record-pdf';
import type { ScoredBond } from './praams.service';

const NAMES: Record<PraamsComponent['key'], string> = {
  credit: 'Credit',
  market: 'Market',
  liquidity: 'Liquidity',
  fundamentals: 'Fundamentals',
};
const num = (x: number | null, decimals: number, unit = '') =>
  x === null ? 'n/a' : `${x.toFixed(decimals)}${unit}`;

/** What a component was scored on, in one line of English. */
function basis(c: ScoredPraamsComponent): string {
  switch (c.key) {
    case 'credit': {
      const d = c.details;
      return `${d.rating} by ${d.agency} (${d.ratedSubject === 'emission' ? 'the bond' : 'the issuer'})`;
    }
    case 'market': {
      const d = c.details;
      return `yield ${num(d.ytm, 3, '%')}, duration ${num(d.durationYears, 2, ' y')}, spread ${num(d.spreadBp, 2, ' bp')}`;
    }
    case 'liquidity': {
      const d = c.details;
      return `${d.daysTraded} days traded in ${d.windowStart}..${d.windowEnd}, median volume ${num(d.medianVolume, 0)} ${d.currency}`;
    }
    case 'fundamentals': {
      const d = c.details;
      return `${d.name} ${num(d.value, 2)} (${d.periodEnd})`;
    }
  }
}

/** The report: the overall score, then each component with its basis, source and date. */
export async function praamsReportFile(scored: ScoredBond) {
  const { bond } = scored;
  const lines = [
    { label: 'Bond', value: pickText(bond.names, 'eng') },
    { label: 'ISIN', value: bond.isin ?? '-' },
    {
      label: 'Overall risk score',
      value: `${scored.score} of 7 (1 lowest risk), as of ${scored.asOf}`,
    },
    ...scored.components.map((c) => ({
      label: `${NAMES[c.key]} ${c.score}/7, weight ${Math.round(c.weight * 100)}%`,
      value: `${basis(c)}; ${c.source}, ${c.asOf}`,
    })),
  ];
  const fileName = `${bond.isin ?? `bond-${bond.id}`}-praams.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    fileName,
    mimetype: 'application/pdf',
    bytes: await recordPdf(
      'Praams risk report',
      lines,
      'Bondsight scores from stored data: ratings, trades, the sovereign curve and reports.',
    ),
  };
}
