import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import type { ResultRow } from '../result-rows';

interface ResultListProps {
  rows: ResultRow[];
  currency: string;
  /** The T-spread's benchmark (the calculator terms'): linked beside the T-spread. */
  benchmark: { id: number; name: string } | null;
}

/** The result list under the spec's aliases; a blank value is one a display rule hides. */
export function ResultList({ rows, currency, benchmark }: ResultListProps) {
  const { t } = useTranslation('bond_calc');
  const format = useFormatters();
  return (
    <dl className="calc-results" data-testid="calc-results">
      {rows.map((row) => (
        <div className="calc-row" key={row.key} data-testid={`calc-row-${row.key}`}>
          <dt>
            {t(`row_${row.key}`, { currency })}
            {row.key === 't_spread' && benchmark && (
              <>
                {' '}
                <a
                  href={`/bonds/${benchmark.id}/`}
                  className="calc-benchmark-link"
                  data-testid="calc-benchmark-link"
                >
                  {t('over_benchmark', { name: benchmark.name })}
                </a>
              </>
            )}
          </dt>
          <dd data-testid={`calc-value-${row.key}`} data-value={row.value ?? ''}>
            {format.number(row.value, row.decimals)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
