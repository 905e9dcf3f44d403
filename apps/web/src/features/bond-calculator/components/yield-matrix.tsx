import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { YIELD_KINDS, yieldOf } from '../result-rows';

interface YieldMatrixProps {
  maturity: CalculatorResult;
  offer?: CalculatorResult | undefined;
  worst?: CalculatorResult | undefined;
}

/**
 * The yield in every convention side by side, to maturity, to the next offer and to worst,
 * all at the same price: one number is never mistaken for another convention's.
 */
export function YieldMatrix({ maturity, offer, worst }: YieldMatrixProps) {
  const { t } = useTranslation('bond_calc');
  const format = useFormatters();
  const columns = [
    { key: 'maturity', result: maturity },
    ...(offer ? [{ key: 'offer', result: offer }] : []),
    ...(worst ? [{ key: 'worst', result: worst }] : []),
  ];
  return (
    <div className="table-scroll" data-testid="calc-yields">
      <table className="data-table calc-yields">
        <caption className="calc-caption">{t('yields_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col_convention')}</th>
            {columns.map((column) => (
              <th scope="col" className="num" key={column.key}>
                {t(`col_to_${column.key}`, { date: format.date(column.result.workoutDate) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {YIELD_KINDS.map((kind) => (
            <tr key={kind} data-testid={`calc-yield-${kind}`}>
              <th scope="row">{t(`yield_${kind}`)}</th>
              {columns.map((column) => (
                <td className="num" key={column.key}>
                  {format.yield(yieldOf(column.result, kind))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
