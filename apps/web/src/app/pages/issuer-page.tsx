import { useRef } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEntity } from '../../features/entities/api/get-entity';
import { CompanyCard } from '../../features/entities/components/entity-cards';
import { IssuerBonds } from '../../features/issuer-bonds/components/issuer-bonds';
import { IssuerComments } from '../../features/issuer-comments/components/issuer-comments';
import { IssuerMapBlock } from '../../features/issuer-map/components/issuer-map-block';
import { IssuerGraph } from '../../features/issuer-graph/components/issuer-graph';
import { ConsensusForecasts } from '../../features/consensus-forecasts/components/consensus-forecasts';
import { IssuerMultipliers } from '../../features/issuer-multipliers/components/issuer-multipliers';
import { IssuerReportFiles } from '../../features/issuer-report-files/components/issuer-report-files';
import { ACTION_IDS, logUsage } from '../../lib/action-log';
import { BankRsbuBlock } from '../../features/issuer-reports/components/bank-rsbu-block';
import { MsfoBlock } from '../../features/issuer-reports/components/msfo-block';
import { RsbuBlock } from '../../features/issuer-reports/components/rsbu-block';
import { BlockMenu } from '../../widgets/block-menu/block-menu';
import { RenderLater } from '../../widgets/in-view/render-later';
import { EntityPage } from './entity-page';
import { NotFoundPage } from './not-found-page';
import { pageIdOf } from '@bondsight/contracts/page-id';

/** Entries of the section menu before its '...' list (the rest, and analytics, wait there). */
const MENU_VISIBLE = 4;

/**
 * The issuer page (/company/{id}/): the card, then the blocks in the spec's order, each a
 * section[data-menu] the section menu lists once it renders something.
 */
export function CompanyPage() {
  const { id } = useParams({ from: '/company/$id/' });
  const issuerId = pageIdOf(id);
  // A malformed id (0, abc, beyond int4) names no issuer: the not-found page, not a failed call.
  return issuerId === null ? <NotFoundPage /> : <IssuerPage id={issuerId} />;
}

function IssuerPage({ id }: { id: number }) {
  const query = useEntity('company', id);
  const { t } = useTranslation(['entities', 'issuer_page']);
  const blocks = useRef<HTMLElement>(null);
  return (
    <EntityPage query={query}>
      {(company) => (
        <article className="issuer-page" ref={blocks}>
          <header className="page-header">
            <p className="eyebrow">{t('company_title')}</p>
            <h1>{company.name}</h1>
            <p className="muted">{company.fullName}</p>
          </header>
          <CompanyCard company={company} />
          {/* Built after the card has painted, yielding to the browser (issue 19). */}
          <RenderLater>
            <div className="with-block-menu">
              <BlockMenu
                root={blocks}
                label={t('issuer_page:menu_label')}
                visible={MENU_VISIBLE}
                onNavigate={() => logUsage(ACTION_IDS.issuerMenu)}
              />
              <div className="issuer-blocks">
                <section id="issuerBonds" data-menu="" aria-labelledby="issuer-bonds-title">
                  <IssuerBonds bonds={company.bonds} />
                </section>
                <section id="issuerMap" data-menu="" aria-labelledby="issuer-map-title">
                  <IssuerMapBlock key={`issuer-map-${company.id}`} emitentId={company.id} />
                </section>
                <section id="issuerRsbu" data-menu="" aria-labelledby="bank-rsbu-title">
                  <BankRsbuBlock key={`bank-rsbu-${company.id}`} emitentId={company.id} />
                </section>
                <section id="bondMcfo" data-menu="" aria-labelledby="msfo-title">
                  <MsfoBlock key={`msfo-${company.id}`} emitentId={company.id} />
                </section>
                <section id="rsbuFinReport" data-menu="" aria-labelledby="rsbu-title">
                  <RsbuBlock key={`rsbu-${company.id}`} emitentId={company.id} />
                </section>
                <section id="blockMultipliers" data-menu="" aria-labelledby="multipliers-title">
                  <IssuerMultipliers key={`multipliers-${company.id}`} emitentId={company.id} />
                </section>
                <section id="issuerReports" data-menu="" aria-labelledby="report-files-title">
                  <IssuerReportFiles key={`report-files-${company.id}`} emitentId={company.id} />
                </section>
                <section id="issuerRelations" data-menu="" aria-labelledby="issuer-graph-title">
                  <IssuerGraph key={`relations-${company.id}`} emitentId={company.id} />
                </section>
                <section id="issuerConsensus" data-menu="" aria-labelledby="consensus-title">
                  <ConsensusForecasts key={`consensus-${company.id}`} emitentId={company.id} />
                </section>
                {/* A long list at the page's end: its menu entry waits behind '...'. */}
                <section
                  id="issuerAnalytics"
                  data-menu=""
                  data-menu-extra=""
                  aria-labelledby="analytics-title"
                >
                  <IssuerComments key={`analytics-${company.id}`} emitentId={company.id} />
                </section>
              </div>
            </div>
          </RenderLater>
        </article>
      )}
    </EntityPage>
  );
}
