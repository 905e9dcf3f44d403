import { useTranslation } from 'react-i18next';
import { isMasked } from '@bondsight/contracts/access';
import type { QuoteRow } from '@bondsight/contracts';
import type { Formatters } from '../../../lib/format';
import { useFormatters, useYieldTypeText } from '../../../lib/use-formatters';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

type NumberField =
  | 'buying_quote'
  | 'selling_quote'
  | 'indicative_price'
  | 'indicative_yield_bid'
  | 'indicative_yield_ask'
  | 'clearance_profit_effect'
  | 'yto_bid'
  | 'yto_offer'
  | 'offer_profit_effect'
  | 'g_spread'
  | 't_spread'
  | 'trading_volume';

interface Column {
  field: NumberField;
  label: string;
  show: (format: Formatters, value: number) => string;
  /** Bid and ask give way to one "bid / ask" column on a narrow screen. */
  wide?: true;
}

// The formatter's kinds (spec section 9): prices 4 decimals, yields 3, spreads 2; the volume
// is money (trading_volume), 2 decimals.
const price = (format: Formatters, value: number) => format.price(value);
const yieldPercent = (format: Formatters, value: number) => format.yield(value);
const spread = (format: Formatters, value: number) => format.spread(value);
const volume = (format: Formatters, value: number) => format.volume(value, 'money');

const COLUMNS: Column[] = [
  { field: 'buying_quote', label: 'col_bid', show: price, wide: true },
  { field: 'selling_quote', label: 'col_ask', show: price, wide: true },
  { field: 'indicative_price', label: 'col_price', show: price },
  { field: 'indicative_yield_bid', label: 'col_yield_bid', show: yieldPercent },
  { field: 'indicative_yield_ask', label: 'col_yield_ask', show: yieldPercent },
  { field: 'clearance_profit_effect', label: 'col_yield', show: yieldPercent },
  { field: 'yto_bid', label: 'col_yto_bid', show: yieldPercent },
  { field: 'yto_offer', label: 'col_yto_ask', show: yieldPercent },
  { field: 'offer_profit_effect', label: 'col_yield_offer', show: yieldPercent },
  { field: 'g_spread', label: 'col_g_spread', show: spread },
  { field: 't_spread', label: 'col_t_spread', show: spread },
  { field: 'trading_volume', label: 'col_volume', show: volume },
];

/** A side of the narrow screen's "bid / ask" cell. */
function side(format: Formatters, value: QuoteRow['buying_quote']) {
  if (isMasked(value)) return maskedOr(value, () => '');
  return value === null ? '–' : price(format, value);
}

/**
 * One of the block's tables (last quotes, price today, end-of-day prices) for one source.
 * A column no row fills is left out, so a valuation's table stays narrow; the columns fit
 * the card (fit-columns); a source with more columns than fit scrolls, with the arrows.
 */
export function QuoteTable({ rows, testId }: { rows: QuoteRow[]; testId: string }) {
  const { t } = useTranslation('quotes');
  const format = useFormatters();
  const yieldType = useYieldTypeText();
  const columns = COLUMNS.filter((c) => rows.some((row) => row[c.field] !== null));
  const hasBidAsk = columns.some((c) => c.wide);
  // A ground's indicative yield runs to maturity, a put/call or is current (spec section 3).
  const hasYieldType = rows.some((row) => yieldType(row.indicative_yield_type) !== '');
  return (
    <TableScroller>
      <table className="data-table fit-columns quotes-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('col_date')}</th>
            {hasBidAsk && (
              <th scope="col" className="num show-narrow">
                {t('col_bid_ask')}
              </th>
            )}
            {columns.map((c) => (
              <th key={c.field} scope="col" className={c.wide ? 'num hide-narrow' : 'num'}>
                {t(c.label)}
              </th>
            ))}
            {hasYieldType && (
              <th scope="col" className="hide-narrow">
                {t('bond:col_yield_type')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.date_time}-${row.end_of_day}-${index}`} data-testid="quote-row">
              {/* The time (and end-of-day mark) may go under the date: the columns then fit. */}
              <td className="quote-when">
                <span>{format.date(row.date)}</span>
                {row.time && (
                  <>
                    {' '}
                    <span className="muted">{row.time}</span>
                  </>
                )}
                {row.end_of_day && row.time && (
                  <span className="quotes-badge" title={t('end_of_day_hint')}>
                    {t('end_of_day_mark')}
                  </span>
                )}
              </td>
              {hasBidAsk && (
                <td className="num show-narrow">
                  {side(format, row.buying_quote)} / {side(format, row.selling_quote)}
                </td>
              )}
              {columns.map((c) => (
                <td key={c.field} className={c.wide ? 'num hide-narrow' : 'num'}>
                  {maskedOr(row[c.field], (value) => (value === null ? '' : c.show(format, value)))}
                </td>
              ))}
              {hasYieldType && (
                <td className="hide-narrow" data-testid="quote-yield-type">
                  {yieldType(row.indicative_yield_type)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
