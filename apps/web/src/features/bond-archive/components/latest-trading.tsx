import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MaskedValue as Masked } from '@bondsight/contracts/access';
import type { BondSummary } from '@bondsight/contracts';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { originText } from '../../../widgets/freshness/origin-text';
import { StaleMark } from '../../../widgets/freshness/stale-mark';
import { Hint } from '../../../widgets/hint/hint';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { useArchive } from '../api/get-archive';
import { ExportButton } from './export-button';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** The latest ticks (at most 14) per trading ground, with the Excel export. */
export function LatestTrading({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation(['bond', 'common', 'errors']);
  const format = useFormatters();
  const [groundId, setGroundId] = useState<number | null>(bond.tradingGrounds[0]?.id ?? null);
  const archive = useArchive(bond.id, groundId);
  const items = archive.data?.items ?? [];
  // The exchange's own yield is shown beside ours only where the source published one.
  const withExchangeYield = items.some((tick) => tick.exchangeYield !== null);
  // And its duration beside ours: computed another way (its note says how).
  const withExchangeDuration = items.some((tick) => tick.exchangeDuration !== null);
  // The server blanks values by the spec's display rules and masks what this user may not see.
  const cell = (value: number | null | Masked, show: (value: number | null) => string) =>
    maskedOr(value, show);
  const latest = items[0];
  // Ages count from the data's as-of date (the server's), not from the viewer's clock.
  const asOf = format.date(archive.data?.provenance.asOf);

  return (
    <section className="card" aria-labelledby="trading-title" data-testid="latest-trading">
      <div className="card-header">
        <h2 id="trading-title">{t('bond:last_quotes')}</h2>
        <ExportButton bondId={bond.id} groundId={groundId} />
      </div>
      <Hint>{t('bond_freshness:hint_latest_trading')}</Hint>
      {bond.tradingGrounds.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('bond:trading_grounds')}>
          {bond.tradingGrounds.map((ground) => (
            <button
              key={ground.id}
              role="tab"
              type="button"
              aria-selected={ground.id === groundId}
              className={ground.id === groundId ? 'tab active' : 'tab'}
              onClick={() => setGroundId(ground.id)}
            >
              {ground.name}
            </button>
          ))}
        </div>
      )}
      {archive.isPending && <Notice>{t('common:loading')}</Notice>}
      {archive.data && archive.data.items.length === 0 && <Notice>{t('bond:no_ticks')}</Notice>}
      {archive.data && archive.data.items.length > 0 && (
        <TableScroller>
          <table className="data-table fit-columns" data-testid="ticks-table">
            <thead>
              <tr>
                <th scope="col">{t('bond:col_date')}</th>
                <th scope="col" className="num">
                  {t('bond:col_price')}
                </th>
                <th scope="col" className="num">
                  {t('bond:col_yield')}
                </th>
                {/* A narrow screen keeps our yield and leaves out the exchange's beside it. */}
                {withExchangeYield && (
                  <th scope="col" className="num hide-narrow">
                    {t('bond:col_yield_exchange')}
                  </th>
                )}
                <th scope="col" className="num">
                  {t('bond:col_nkd')}
                </th>
                <th scope="col" className="num">
                  {t('bond:col_duration')}
                </th>
                {withExchangeDuration && (
                  <th scope="col" className="num hide-narrow">
                    {t('bond:col_duration_exchange')}
                  </th>
                )}
                <th scope="col" className="num">
                  {t('bond:col_volume')}
                </th>
              </tr>
            </thead>
            <tbody>
              {archive.data.items.map((tick, row) => (
                <tr key={`${tick.date}-${tick.tradingGroundId}`} title={sourceName(t, tick.source)}>
                  <td data-stale={tick.stale ? 'true' : 'false'}>
                    {format.date(tick.date)}
                    {/* Only the newest row is the bond's price now; older rows are history. */}
                    <StaleMark
                      ageDays={tick.ageDays}
                      stale={row === 0 && tick.stale}
                      limitDays={STALE_AFTER_DAYS}
                      asOf={asOf}
                    />
                  </td>
                  <td className="num">{cell(tick.cleanPrice, format.price)}</td>
                  <td className="num">{cell(tick.ytm, format.yield)}</td>
                  {withExchangeYield && (
                    <td className="num hide-narrow">{cell(tick.exchangeYield, format.yield)}</td>
                  )}
                  <td className="num">{cell(tick.accruedInterest, (v) => format.nkd(v))}</td>
                  <td className="num">{cell(tick.duration, (v) => format.duration(v, 'days'))}</td>
                  {withExchangeDuration && (
                    <td className="num hide-narrow">
                      {cell(tick.exchangeDuration, (v) => format.duration(v, 'days'))}
                    </td>
                  )}
                  <td className="num">{cell(tick.volume, (v) => format.volume(v, 'pieces'))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {latest && (
        <p className="provenance" data-testid="ticks-provenance">
          {t('common:source_as_of', {
            source: sourceName(t, latest.source),
            date: format.date(latest.date),
          })}
          {withExchangeYield && <> · {t('bond:yield_note')}</>}
          {withExchangeDuration && <> · {t('bond:duration_note')}</>}
        </p>
      )}
      {latest && (
        // Who stands behind each column: the ground's price, our yield, the exchange's yield.
        <p className="provenance" data-testid="ticks-origin">
          {[
            t('bond_freshness:legend_price', {
              origin: originText(t, latest.priceOrigin, latest.tradingGroundName),
            }),
            t('bond_freshness:legend_ytm', { origin: originText(t, 'computed', '') }),
            ...(withExchangeYield
              ? [
                  t('bond_freshness:legend_exchange_yield', {
                    origin: originText(t, 'published', latest.tradingGroundName),
                  }),
                ]
              : []),
            ...(withExchangeDuration
              ? [
                  t('bond_freshness:legend_exchange_duration', {
                    origin: originText(t, 'published', latest.tradingGroundName),
                  }),
                ]
              : []),
          ].join(' · ')}
        </p>
      )}
    </section>
  );
}

/** A data source's name in the interface language; an unknown source shows its code. */
function sourceName(t: TFunction, source: string): string {
  const key = `common:source_${source.replace(/-/g, '_')}`;
  return t(key, { defaultValue: source });
}
