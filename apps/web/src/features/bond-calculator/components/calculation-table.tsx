import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/**
 * "Show the calculation": every cash flow left with its time, discount factor and present
 * value, as the calculator answered them, so that any number can be checked by hand: the
 * present values add up to the dirty price per bond.
 */
export function CalculationTable({
  result,
  currency,
  outstandingFace,
}: {
  result: CalculatorResult;
  currency: string;
  /** Outstanding face per bond at the settlement date. */
  outstandingFace: number;
}) {
  const { t } = useTranslation('bond_calc');
  const format = useFormatters();
  const total = result.cashflows.reduce((sum, flow) => sum + flow.presentValue, 0);
  return (
    <div className="calc-calculation" data-testid="calc-calculation">
      <p className="hint">
        {t(`formula_${result.yieldConvention}`, { yield: format.yield(result.yield) })}
      </p>
      <TableScroller>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('col_date')}</th>
              <th scope="col" className="num">
                {t('col_coupon', { currency })}
              </th>
              <th scope="col" className="num">
                {t('col_redemption', { currency })}
              </th>
              <th scope="col" className="num">
                {t('col_amount', { currency })}
              </th>
              <th scope="col" className="num">
                {t('col_time')}
              </th>
              <th scope="col" className="num">
                {t('col_discount_factor')}
              </th>
              <th scope="col" className="num">
                {t('col_present_value', { currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.cashflows.map((flow) => (
              <tr key={flow.date} data-testid="calc-flow">
                <td>{format.date(flow.date)}</td>
                <td className="num">{format.number(flow.coupon, 4)}</td>
                <td className="num">{format.number(flow.redemption, 4)}</td>
                <td className="num">{format.number(flow.amount, 4)}</td>
                <td className="num">{format.number(flow.time, 6)}</td>
                <td className="num">{format.number(flow.discountFactor, 8)}</td>
                <td className="num">{format.number(flow.presentValue, 4)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                {t('col_total')}
              </th>
              <td className="num" data-testid="calc-flow-total">
                {format.number(total, 4)}
              </td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
      <p className="hint" data-testid="calc-check">
        {t('calculation_check', {
          total: format.number(total, 4),
          currency,
          dirty: format.price(result.dirtyPrice),
          // The flows are per bond; the dirty price is per 100 of outstanding face.
          face: format.number(outstandingFace, 2),
          product: format.number((result.dirtyPrice * outstandingFace) / 100, 4),
        })}
      </p>
    </div>
  );
}
