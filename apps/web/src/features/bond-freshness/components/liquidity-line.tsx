import { useTranslation } from 'react-i18next';
import type { Liquidity } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * One line that tells a market from a guess: on how many of the window's days the bond
 * traded, its median daily volume and its median quoted bid-ask spread (in price points, the
 * unit prices are quoted in). Computed by the server from the stored ticks.
 */
export function LiquidityLine({ liquidity, currency }: { liquidity: Liquidity; currency: string }) {
  const { t } = useTranslation('bond_freshness');
  const format = useFormatters();
  const days = liquidity.windowDays;
  const parts: string[] = [];
  if (liquidity.daysTraded > 0) {
    parts.push(t('bond_freshness:liquidity_days_traded', { traded: liquidity.daysTraded, days }));
    const volume = format.volume(liquidity.medianDailyVolume, 'pieces');
    parts.push(
      liquidity.medianDailyVolumeMoney === null
        ? t('bond_freshness:liquidity_volume', { volume })
        : t('bond_freshness:liquidity_volume_money', {
            volume,
            money: format.compactMoney(liquidity.medianDailyVolumeMoney, currency),
          }),
    );
  }
  const spread =
    liquidity.medianBidAskSpread === null
      ? t('bond_freshness:liquidity_no_spread')
      : t('bond_freshness:liquidity_spread', {
          // Points of the price (% of face), so with a price's decimals.
          spread: format.price(liquidity.medianBidAskSpread),
        });

  return (
    <p
      className="liquidity-line"
      data-testid="liquidity-line"
      data-days-traded={liquidity.daysTraded}
    >
      <strong>
        {liquidity.daysTraded > 0
          ? t('bond_freshness:liquidity_title', { days })
          : t('bond_freshness:liquidity_not_traded', { days })}
      </strong>
      {parts.length > 0 && <> · {parts.join(' · ')}</>}
      {' · '}
      <span title={t('bond_freshness:liquidity_spread_title')}>{spread}</span>
    </p>
  );
}
