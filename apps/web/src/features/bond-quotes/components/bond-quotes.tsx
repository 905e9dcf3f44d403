import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useMpQuotes } from '../api/get-mp-quotes';
import { EmptyQuotes } from './empty-quotes';
import { SourcePanel } from './source-panel';
import './bond-quotes.css';

/**
 * "Last quotes" (spec sections 2-4): a tab per trading ground and market participant that
 * quotes the bond, each with its tables, contacts and request link. Loaded when scrolled to.
 */
export function BondQuotes({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation(['quotes', 'common', 'errors']);
  const [ref, inView] = useInView<HTMLDivElement>();
  const quotes = useMpQuotes(bond, inView);
  const [chosen, setChosen] = useState<number | null>(null);
  const sources = quotes.data?.market_participants ?? [];
  const active = sources.find((s) => s.trading_ground_id === chosen) ?? sources[0];
  const noParticipant = quotes.data !== undefined && !sources.some((s) => s.is_participant);
  return (
    <div className="card bond-quotes" ref={ref} data-testid="bond-quotes">
      <div className="card-header">
        <h2 id="quotes-title">{t('quotes:title')}</h2>
      </div>
      <Hint>{t('quotes:hint')}</Hint>
      {quotes.isPending && <Notice>{t('common:loading')}</Notice>}
      {quotes.isError && <Notice tone="error">{t('errors:internal_error')}</Notice>}
      {sources.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('quotes:sources_label')}>
          {sources.map((source) => (
            <button
              key={source.trading_ground_id}
              type="button"
              role="tab"
              aria-selected={source === active}
              className={source === active ? 'tab active' : 'tab'}
              onClick={() => setChosen(source.trading_ground_id)}
              data-testid="quotes-tab"
              data-ground={source.trading_ground_id}
            >
              {source.name}
            </button>
          ))}
        </div>
      )}
      {quotes.data && active && (
        <SourcePanel
          key={active.trading_ground_id}
          bondId={bond.id}
          source={active}
          data={quotes.data}
        />
      )}
      {noParticipant && <EmptyQuotes bond={bond} />}
    </div>
  );
}
