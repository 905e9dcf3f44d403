import { useTranslation } from 'react-i18next';
import type { BenchmarkChoice } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * Which government bond the T-spread is measured against and why (the server's rule,
 * lib/benchmark-rule.ts): the duration or maturity gap that chose it, or why there is none.
 */
export function BenchmarkNote({ choice, name }: { choice: BenchmarkChoice; name: string | null }) {
  const { t } = useTranslation('bond_calc');
  const format = useFormatters();
  const common = { days: choice.priceWindowDays, count: choice.candidates };
  const text =
    choice.rule === 'none' || name === null
      ? t(`benchmark_none_${choice.reason ?? 'no_government_bond'}`, {
          ...common,
          date: format.date(choice.date),
        })
      : choice.rule === 'nearest_duration'
        ? t('benchmark_rule_nearest_duration', {
            ...common,
            name,
            benchmarkDuration: format.number(choice.benchmarkDurationYears, 2),
            bondDuration: format.number(choice.bondDurationYears, 2),
          })
        : t('benchmark_rule_nearest_maturity', {
            ...common,
            name,
            gap: format.integer(Math.abs(choice.maturityGapDays ?? 0)),
          });
  return (
    <span
      data-testid="calc-benchmark-choice"
      data-rule={choice.rule}
      data-reason={choice.reason ?? ''}
    >
      {text}
    </span>
  );
}
