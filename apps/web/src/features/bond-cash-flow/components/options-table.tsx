import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondOption } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** Known option kinds get a label; anything else is shown as the source wrote it. */
const OPTION_KINDS: Record<string, string> = {
  full: 'cash_flow:option_kind_full',
  partial: 'cash_flow:option_kind_partial',
  'make-whole': 'cash_flow:option_kind_make_whole',
};

/**
 * The acceptance period in the interface's date format, each end whole: the line may break
 * after the dash only, so the column is as wide as one date, not two.
 */
function PeriodText({ period }: { period: string | null }) {
  const format = useFormatters();
  const pieces = format.datesIn(period ?? '').split(/(?<=\s–)\s+/);
  // The space between the pieces stays outside them: it is where the line may break.
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="option-nowrap">{piece}</span>
    </Fragment>
  ));
}

/**
 * Put and call options (offerts), by date: past ones set back, the next one highlighted; the
 * one that ended the bond marked exercised, the ones that can no longer happen cancelled.
 * The columns fit the card at 1280 px in every language (fit-columns: headers wrap between
 * words; the option's and status' words wrap too, the period after its dash, a date or a
 * figure never; the kind sits under the option, a column fewer); what does not fit, on a
 * narrow screen, scrolls in the shared scroller with its arrows.
 */
export function OptionsTable({ options }: { options: readonly BondOption[] }) {
  const { t } = useTranslation('cash_flow');
  const format = useFormatters();
  return (
    <TableScroller>
      <table
        className="data-table fit-columns cash-flow-table options-table"
        data-testid="options-table"
      >
        <thead>
          <tr>
            <th scope="col">{t('cash_flow:col_option_date')}</th>
            {/* The kind goes under the option, in its cell: one column fewer to fit. */}
            <th scope="col">
              {t('cash_flow:col_option_type')}{' '}
              <span className="option-kind">{t('cash_flow:col_option_kind')}</span>
            </th>
            <th scope="col" className="hide-narrow">
              {t('cash_flow:col_option_period')}
            </th>
            <th scope="col" className="hide-narrow">
              {t('cash_flow:col_notice_period')}
            </th>
            <th scope="col" className="num">
              {t('cash_flow:col_option_price')}
            </th>
            <th scope="col" className="num hide-narrow">
              {t('cash_flow:col_benchmark_spread')}
            </th>
            <th scope="col" className="num">
              {t('cash_flow:col_repurchased_amount')}
            </th>
            <th scope="col">{t('cash_flow:col_status')}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => {
            const kind = option.option_type && OPTION_KINDS[option.option_type];
            return (
              <tr
                key={option.id}
                className={`flow-${option.status}`}
                data-testid="option-row"
                data-status={option.status}
              >
                <td>{format.date(option.date)}</td>
                <td className="option-words">
                  {t(`cash_flow:option_${option.type}`)}{' '}
                  <span className="option-kind" data-testid="option-kind">
                    {kind ? t(kind) : (option.option_type ?? '')}
                  </span>
                </td>
                <td className="hide-narrow option-period">
                  <PeriodText period={option.period} />
                </td>
                <td className="hide-narrow">
                  {option.notice_days !== null
                    ? format.days(option.notice_days)
                    : (option.notice_period ?? '')}
                </td>
                <td className="num">{format.price(option.price)}</td>
                <td className="num hide-narrow">{format.spread(option.benchmark_spread)}</td>
                <td className="num">{format.volume(option.repurchased_amount, 'money')}</td>
                <td className="option-words">
                  {option.status !== 'future' && (
                    <span className={`flow-status flow-status-${option.status}`}>
                      {t(`cash_flow:option_status_${option.status}`)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
