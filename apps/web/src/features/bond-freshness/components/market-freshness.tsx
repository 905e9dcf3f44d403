import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { LatestQuote } from './latest-quote';
import { LiquidityLine } from './liquidity-line';
import './bond-freshness.css';

/**
 * The summary's market part: the latest price and yields with where and when they come from,
 * and the liquidity line. Both come with the summary answer, so nothing more is fetched. A bond
 * that no longer lives (ended or in default) shows its last price, and no yield: it would
 * assume payments that no longer come.
 */
export function MarketFreshness({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation('bond_freshness');
  const asOf = bond.provenance.asOf.slice(0, 10);
  return (
    <div className="market-freshness" data-testid="market-freshness">
      {bond.latestQuote ? (
        <LatestQuote quote={bond.latestQuote} asOf={asOf} withYields={bond.life.alive} />
      ) : (
        <Notice>{t('bond_freshness:no_quote')}</Notice>
      )}
      <LiquidityLine liquidity={bond.liquidity} currency={bond.currency} />
    </div>
  );
}
