import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashFlowRow } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * The payments, by number: paid ones set back, the next one highlighted and scrolled into the
 * table's view (a long floater schedule opens where it matters); a schedule with nothing to
 * come (a bond that ended) opens at its end. An estimated floating coupon carries a mark; its
 * note (the server's text) stands once under the table. Its four date columns read in digits:
 * with the month's name they made the table wider than its card in Russian (issue 30).
 */
export function CashFlowTable({ flows }: { flows: readonly CashFlowRow[] }) {
  const { t } = useTranslation('cash_flow');
  const format = useFormatters();
  const scroller = useRef<HTMLDivElement>(null);
  const nextRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const row = nextRow.current;
    if (!box || !row || box.scrollHeight <= box.clientHeight) return;
    // The row sits under the sticky header: leave two rows of the past above it.
    box.scrollTop = Math.max(0, row.offsetTop - row.offsetHeight * 3);
  }, [flows]);
  const note = flows.find((f) => f.coupon_is_estimated_text)?.coupon_is_estimated_text ?? null;
  // The row the table opens at: the next payment, else the last one when all are past.
  const past = flows.every((f) => f.status === 'paid' || f.status === 'not_paid');
  const focus = flows.find((f) => f.status === 'next') ?? (past ? flows.at(-1) : undefined);
  return (
    <>
      <div
        className="table-scroll cash-flow-scroll"
        ref={scroller}
        // Its rows scroll inside it: the keyboard reaches it to scroll them (no link inside).
        tabIndex={0}
        data-testid="cash-flow-scroll"
      >
        <table className="data-table fit-columns cash-flow-table" data-testid="cash-flow-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('cash_flow:col_num')}
              </th>
              <th scope="col">{t('cash_flow:col_date')}</th>
              <th scope="col" className="hide-narrow">
                {t('cash_flow:col_actual_payment_date')}
              </th>
              <th scope="col" className="hide-narrow">
                {t('cash_flow:col_record_date')}
              </th>
              <th scope="col" className="hide-narrow">
                {t('cash_flow:col_nontrading_start_date')}
              </th>
              <th scope="col" className="num">
                {t('cash_flow:col_cupon_rate')}
              </th>
              <th scope="col" className="num">
                {t('cash_flow:col_cupon_sum')}
              </th>
              <th scope="col" className="num">
                {t('cash_flow:col_redemtion')}
              </th>
              <th scope="col" className="num hide-narrow">
                {t('cash_flow:col_pool_factor')}
              </th>
              <th scope="col">{t('cash_flow:col_status')}</th>
            </tr>
          </thead>
          <tbody>
            {flows.map((flow) => (
              <tr
                key={flow.num}
                ref={flow === focus ? nextRow : undefined}
                className={`flow-${flow.status}`}
                data-testid="cash-flow-row"
                data-status={flow.status}
              >
                <td className="num">{flow.num}</td>
                <td>{format.dateDigits(flow.date)}</td>
                <td className="hide-narrow">{format.dateDigits(flow.actual_payment_date)}</td>
                <td className="hide-narrow">{format.dateDigits(flow.record_date)}</td>
                <td className="hide-narrow">{format.dateDigits(flow.nontrading_start_date)}</td>
                <td className="num">
                  {format.number(flow.cupon_rate, 2)}
                  {flow.coupon_is_estimated_text && (
                    <sup className="estimate-mark" title={flow.coupon_is_estimated_text}>
                      *
                    </sup>
                  )}
                </td>
                <td className="num">{format.number(flow.cupon_sum, 2)}</td>
                <td className="num">{format.number(flow.redemtion || null, 2)}</td>
                <td className="num hide-narrow">{format.number(flow.pool_factor, 4)}</td>
                <td className="flow-status-cell">
                  {flow.status !== 'future' && (
                    <span className={`flow-status flow-status-${flow.status}`}>
                      {t(`cash_flow:status_${flow.status}`)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <p className="provenance" data-testid="cash-flow-estimate-note">
          * {note}
        </p>
      )}
    </>
  );
}
