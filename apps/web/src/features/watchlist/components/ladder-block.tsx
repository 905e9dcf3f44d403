import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LadderResponse } from '@bondsight/contracts';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useLadder } from '../api/ladder';
import { ladderOption } from '../ladder-chart-option';
import { monthLabel } from '../month-label';
import { LadderXlsxButton } from './watchlist-xlsx';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

const LadderChart = lazy(() => import('./ladder-chart'));

/**
 * A list's cash-flow ladder: the coming coupons, amortisations, redemptions and puts of its
 * holdings by month and currency (amount = count × flow), as a table and a bar chart. Loads
 * when it nears the viewport.
 */
export function LadderBlock({ listId }: { listId: number }) {
  const { t } = useTranslation('watchlist');
  const [ref, seen] = useInView<HTMLDivElement>();
  const ladder = useLadder(listId, seen);
  return (
    <div ref={ref} className="wl-ladder" data-testid={`watchlist-ladder-${listId}`}>
      <div className="wl-ladder-header">
        <h3>{t('ladder_title')}</h3>
        <LadderXlsxButton listId={listId} />
      </div>
      <Hint>{t('hint_ladder')}</Hint>
      {ladder.isError && <Notice tone="error">{t('load_failed')}</Notice>}
      {ladder.data &&
        (ladder.data.rows.length === 0 ? (
          <Notice testId="watchlist-ladder-empty">{t('ladder_empty')}</Notice>
        ) : (
          <LadderContent ladder={ladder.data} />
        ))}
    </div>
  );
}

function LadderContent({ ladder }: { ladder: LadderResponse }) {
  const { t } = useTranslation('watchlist');
  const language = useLanguage();
  const format = useFormatters();
  const option = useMemo(
    () =>
      ladderOption(ladder, {
        part: (part) => t(`ladder_${part}`),
        month: (month) => monthLabel(language, month),
      }),
    [ladder, language, t],
  );
  return (
    <>
      <Suspense fallback={<div className="wl-ladder-chart" />}>
        <LadderChart option={option} label={t('ladder_title')} />
      </Suspense>
      <TableScroller>
        <table className="data-table" data-testid="watchlist-ladder-table">
          <thead>
            <tr>
              <th scope="col">{t('ladder_month')}</th>
              <th scope="col">{t('col_currency')}</th>
              <th scope="col" className="num">
                {t('ladder_coupons')}
              </th>
              <th scope="col" className="num">
                {t('ladder_amortisations')}
              </th>
              <th scope="col" className="num">
                {t('ladder_redemptions')}
              </th>
              <th scope="col" className="num">
                {t('ladder_total')}
              </th>
              <th scope="col" className="num hide-narrow">
                {t('ladder_puts')}
              </th>
              <th scope="col" className="hide-narrow">
                {t('ladder_events')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ladder.rows.map((row) => (
              <tr
                key={`${row.month}-${row.currency}`}
                data-testid="watchlist-ladder-row"
                data-month={row.month}
              >
                <td>{monthLabel(language, row.month)}</td>
                <td>{row.currency}</td>
                <td className="num" data-testid="watchlist-ladder-coupons">
                  {format.money(row.coupons, row.currency)}
                </td>
                <td className="num">{format.money(row.amortisations, row.currency)}</td>
                <td className="num">{format.money(row.redemptions, row.currency)}</td>
                <td className="num">
                  <strong>{format.money(row.total, row.currency)}</strong>
                </td>
                <td className="num hide-narrow">{format.money(row.puts, row.currency)}</td>
                <td className="wrap hide-narrow">
                  <ul className="wl-ladder-events">
                    {row.events.map((event, index) => (
                      <li key={index} data-kind={event.kind}>
                        {format.date(event.date)} · {event.bond_name} · {t(`kind_${event.kind}`)}
                        {event.amount !== null && ` · ${format.money(event.amount, row.currency)}`}
                        {event.estimated && ` (${t('estimated')})`}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {ladder.totals.map((total) => (
              <tr key={total.currency} data-testid="watchlist-ladder-total">
                <th scope="row">{t('ladder_total')}</th>
                <td>{total.currency}</td>
                <td className="num">{format.money(total.coupons, total.currency)}</td>
                <td className="num">{format.money(total.amortisations, total.currency)}</td>
                <td className="num">{format.money(total.redemptions, total.currency)}</td>
                <td className="num">
                  <strong>{format.money(total.total, total.currency)}</strong>
                </td>
                <td className="num hide-narrow">{format.money(total.puts, total.currency)}</td>
                <td className="hide-narrow" />
              </tr>
            ))}
          </tfoot>
        </table>
      </TableScroller>
    </>
  );
}
