import { useTranslation } from 'react-i18next';
import type { SummaryQuote, ValueOrigin } from '@bondsight/contracts';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import type { MaskedValue as Masked } from '@bondsight/contracts/access';
import { useFormatters } from '../../../lib/use-formatters';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { originText, originTitle } from '../../../widgets/freshness/origin-text';
import { StaleMark } from '../../../widgets/freshness/stale-mark';

/**
 * The bond's latest price and yields, each with who stands behind it, and under them the
 * freshness mark: the ground, the day, and 'stale' once older than the limit. Without
 * `withYields` (a bond that no longer lives) only the price.
 */
export function LatestQuote({
  quote,
  asOf,
  withYields = true,
}: {
  quote: SummaryQuote;
  asOf: string;
  withYields?: boolean;
}) {
  const { t } = useTranslation('bond_freshness');
  const format = useFormatters();
  const ground = quote.tradingGroundName;
  // A yield is % (3 decimals, spec section 9); a blank (hidden by a display rule) shows a dash.
  const percent = (value: number | null) => format.percent(value, 3) || '—';
  const values: {
    key: string;
    label: string;
    value: number | null | Masked;
    show: (value: number | null) => string;
    origin: ValueOrigin;
  }[] = [
    {
      key: 'price',
      label: t('bond_freshness:price'),
      value: quote.cleanPrice,
      show: (value) => format.price(value) || '—',
      origin: quote.priceOrigin,
    },
  ];
  if (withYields)
    values.push({
      key: 'ytm',
      label: t('bond_freshness:ytm'),
      value: quote.ytm,
      show: percent,
      origin: 'computed',
    });
  // The exchange's own yield only where the ground published one.
  if (withYields && quote.exchangeYield !== null)
    values.push({
      key: 'exchange-yield',
      label: t('bond_freshness:exchange_yield'),
      value: quote.exchangeYield,
      show: percent,
      origin: 'published',
    });

  return (
    <div className="latest-quote" data-testid="latest-quote">
      <h3>{t('bond_freshness:latest_market')}</h3>
      <dl className="quote-values">
        {values.map((item) => (
          <div key={item.key} data-testid={`quote-${item.key}`} data-origin={item.origin}>
            <dt>{item.label}</dt>
            <dd className="quote-value num">{maskedOr(item.value, item.show)}</dd>
            <dd className="quote-origin" title={originTitle(t, item.origin)}>
              {originText(t, item.origin, ground)}
            </dd>
          </div>
        ))}
      </dl>
      <p
        className="freshness-mark"
        data-testid="freshness-mark"
        data-stale={quote.stale ? 'true' : 'false'}
      >
        {t('bond_freshness:as_of', { ground, date: format.date(quote.date) })}
        <StaleMark
          ageDays={quote.ageDays}
          stale={quote.stale}
          limitDays={STALE_AFTER_DAYS}
          asOf={format.date(asOf)}
        />
      </p>
    </div>
  );
}
