import { useRef, useState } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { CHART_STATUS_IDS } from '@bondsight/contracts/statuses';
import { pageIdOf } from '@bondsight/contracts/page-id';
import { useTranslation } from 'react-i18next';
import { useBondSummary } from '../../features/bond-summary/api/get-bond-summary';
import { BondSummary } from '../../features/bond-summary/components/bond-summary';
import { MarketFreshness } from '../../features/bond-freshness/components/market-freshness';
import { LatestTrading } from '../../features/bond-archive/components/latest-trading';
import { BondChart } from '../../features/bond-chart/components/bond-chart';
import { SimilarBonds } from '../../features/similar-bonds/components/similar-bonds';
import { BondRatings } from '../../features/bond-ratings/components/bond-ratings';
import { BondCashFlow } from '../../features/bond-cash-flow/components/bond-cash-flow';
import { BondDocuments } from '../../features/bond-documents/components/bond-documents';
import { BondCalculator } from '../../features/bond-calculator/components/bond-calculator';
import { BondQuotes } from '../../features/bond-quotes/components/bond-quotes';
import { ViewCount } from '../../features/bond-views/components/view-count';
import { BondResume } from '../../features/bond-resume/components/bond-resume';
import { BondPlacement } from '../../features/bond-placement/components/bond-placement';
import {
  IfrsIndicators,
  RasIndicators,
} from '../../features/issuer-reports/components/bond-indicators';
import { BondPraams } from '../../features/bond-praams/components/bond-praams';
import { IssuerComments } from '../../features/issuer-comments/components/issuer-comments';
import { BondExtras } from '../../features/bond-extras/components/bond-extras';
import { WatchlistAction } from '../../features/watchlist/components/watchlist-action';
import { useFormatters } from '../../lib/use-formatters';
import { BlockMenu } from '../../widgets/block-menu/block-menu';
import { PageExportActions } from '../../features/page-export/components/page-export-actions';
import { BlockSection } from '../../features/page-export/components/block-section';
import { PrintMode } from '../../features/page-export/components/print-mode';
import { parsePrintParam, printsAnyExtra } from '../../features/page-export/print-blocks';
import { ForceInViewContext } from '../../widgets/in-view/use-in-view';
import { RenderLater } from '../../widgets/in-view/render-later';
import { EntityPage } from './entity-page';
import { NotFoundPage } from './not-found-page';

const hasChart = (bond: { statusId: number; tradingGrounds: readonly unknown[] }) =>
  bond.tradingGrounds.length > 0 && CHART_STATUS_IDS.includes(bond.statusId);

export function BondPage() {
  const { id } = useParams({ from: '/bonds/$id/' });
  const bondId = pageIdOf(id);
  // A malformed id (abc, 0, beyond int4) names no bond: the not-found page, not a failed call.
  return bondId === null ? <NotFoundPage /> : <BondPageOf id={bondId} />;
}

function BondPageOf({ id }: { id: number }) {
  const query = useBondSummary(id);
  const { t } = useTranslation('common');
  const format = useFormatters();
  const blocks = useRef<HTMLElement>(null);
  // Print mode (?print=summary,chart,...): the server prints only these blocks (page-export).
  const printing = parsePrintParam(useSearch({ from: '/bonds/$id/' }).print);
  // The PDF dialog offers every block the page shows: once opened, every block loads at once
  // (as in print mode) instead of waiting to be scrolled to, and the dialog lists them as
  // they come.
  const [loadAll, setLoadAll] = useState(false);
  const page = (
    <EntityPage query={query}>
      {(bond) => (
        // The menu lists each section[data-menu] that renders something (blocks with data).
        <article className="bond-page" ref={blocks}>
          <header className="page-header">
            <h1 data-testid="bond-name">{bond.name}</h1>
            <p className="muted">{bond.fullName}</p>
            {/* The printed copy counts no view and offers no actions. */}
            {!printing && <ViewCount bond={bond} />}
            {/* The watchlist action: level 1077 adds; others get the spec's notices. */}
            {!printing && <WatchlistAction key={`watchlist-${bond.id}`} bondId={bond.id} />}
            {/* The page as PDF and copy page (issue 18). */}
            {!printing && (
              <PageExportActions bond={bond} page={blocks} onOpen={() => setLoadAll(true)} />
            )}
            {bond.provenance.source === 'demo' && (
              <p className="demo-badge" data-testid="demo-notice">
                {t('demo_data_notice', { date: format.date(bond.provenance.asOf.slice(0, 10)) })}
              </p>
            )}
          </header>
          <BlockSection
            id="summary"
            data-menu=""
            data-menu-title={t('bond:menu_summary')}
            className="bond-grid"
          >
            <BondSummary bond={bond}>
              <MarketFreshness bond={bond} />
            </BondSummary>
            <LatestTrading bond={bond} />
          </BlockSection>
          {/* The summary keeps the full width; the menu stands beside the blocks below it. */}
          <RenderLater>
            <div className="with-block-menu">
              {!printing && <BlockMenu root={blocks} label={t('bond:blocks_menu')} />}
              <div className="bond-blocks">
                <BlockSection id="resume" data-menu="" aria-labelledby="resume-title">
                  <BondResume key={`resume-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                <BlockSection id="quotes" data-menu="" aria-labelledby="quotes-title">
                  <BondQuotes key={`quotes-${bond.id}`} bond={bond} />
                </BlockSection>
                {/* Spec: the chart archive is a menu entry only for a traded bond of a chart status. */}
                <BlockSection
                  id="chart"
                  data-menu={hasChart(bond) ? '' : undefined}
                  data-menu-title={t('bond:menu_chart')}
                >
                  {/* Keyed: another bond starts with its own chart state. */}
                  <BondChart key={`chart-${bond.id}`} bond={bond} />
                </BlockSection>
                <BlockSection id="calculator" data-menu="" aria-labelledby="calc-title">
                  {/* Keyed: another bond starts with its own date and inputs. */}
                  <BondCalculator key={`calc-${bond.id}`} bond={bond} />
                </BlockSection>
                {/* Below the fold: each loads when it nears the viewport; keyed per bond. */}
                <BlockSection id="ratings" data-menu="" aria-labelledby="ratings-title">
                  <BondRatings key={`ratings-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                <BlockSection id="cash-flow" data-menu="" aria-labelledby="cash-flow-title">
                  <BondCashFlow key={`cash-flow-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                <BlockSection id="documents" data-menu="" aria-labelledby="documents-title">
                  <BondDocuments key={`documents-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                <BlockSection id="placement" data-menu="" aria-labelledby="placement-title">
                  <BondPlacement key={`placement-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                <BlockSection id="ifrs" data-menu="" aria-labelledby="ifrs-title">
                  <IfrsIndicators
                    key={`ifrs-${bond.id}`}
                    emitentId={bond.emitent.id}
                    bondId={bond.id}
                  />
                </BlockSection>
                <BlockSection id="ras" data-menu="" aria-labelledby="ras-title">
                  <RasIndicators
                    key={`ras-${bond.id}`}
                    emitentId={bond.emitent.id}
                    bondId={bond.id}
                  />
                </BlockSection>
                <BlockSection id="analytics" data-menu="" aria-labelledby="analytics-title">
                  <IssuerComments
                    key={`analytics-${bond.emitent.id}`}
                    emitentId={bond.emitent.id}
                  />
                </BlockSection>
                <BlockSection id="praams" data-menu="" aria-labelledby="praams-title">
                  <BondPraams key={`praams-${bond.id}`} bondId={bond.id} />
                </BlockSection>
                {/* The extra blocks (the '...' list): keyed, so another bond loads its own. */}
                {(!printing || printsAnyExtra(printing)) && (
                  <BondExtras key={`extras-${bond.id}`} bond={bond} />
                )}
                <BlockSection id="similar" data-menu="">
                  {/* Keyed: following a similar bond starts its list on page 1. */}
                  <SimilarBonds key={bond.id} bondId={bond.id} />
                </BlockSection>
              </div>
            </div>
          </RenderLater>
        </article>
      )}
    </EntityPage>
  );
  if (printing) return <PrintMode blocks={printing}>{page}</PrintMode>;
  // Always this provider (only its value changes): the page is not remounted when it turns.
  return <ForceInViewContext.Provider value={loadAll}>{page}</ForceInViewContext.Provider>;
}
