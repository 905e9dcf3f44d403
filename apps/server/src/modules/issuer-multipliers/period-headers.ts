import { readLabels } from '@bondsight/labels';
import type { Language } from '@bondsight/contracts';

/** The label module whose period patterns title the columns. */
const MODULE = 'issuer_multipliers';

const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A column title in the interface language: a quarter ("Q3 2026", "3 кв. 2026") for the
 * quarterly multipliers, the year for the annual ones. `periodEnd` is YYYY-MM-DD.
 */
export function periodHeader(periodEnd: string, period: 1 | 2, lang: Language): string {
  const labels = readLabels(lang, MODULE) ?? readLabels('eng', MODULE) ?? {};
  const year = Number(periodEnd.slice(0, 4));
  if (period === 2) return fill(labels.period_year ?? '{{year}}', { year });
  const quarter = Math.ceil(Number(periodEnd.slice(5, 7)) / 3);
  return fill(labels.period_quarter ?? 'Q{{quarter}} {{year}}', { quarter, year });
}
