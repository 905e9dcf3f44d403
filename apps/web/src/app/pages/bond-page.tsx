import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBondSummary } from '../../features/bond-summary/api/get-bond-summary';
import { BondSummary } from '../../features/bond-summary/components/bond-summary';
import { LatestTrading } from '../../features/bond-archive/components/latest-trading';
import { BondChart } from '../../features/bond-chart/components/bond-chart';
import { SimilarBonds } from '../../features/similar-bonds/components/similar-bonds';
import { useFormatters } from '../../lib/use-formatters';
import { EntityPage } from './entity-page';

export function BondPage() {
  const { id } = useParams({ from: '/bonds/$id/' });
  const query = useBondSummary(Number(id));
  const { t } = useTranslation('common');
  const format = useFormatters();
  return (
    <EntityPage query={query}>
      {(bond) => (
        <article className="bond-page">
          <header className="page-header">
            <h1 data-testid="bond-name">{bond.name}</h1>
            <p className="muted">{bond.fullName}</p>
            {bond.provenance.source === 'demo' && (
              <p className="demo-badge" data-testid="demo-notice">
                {t('demo_data_notice', { date: format.date(bond.provenance.asOf.slice(0, 10)) })}
              </p>
            )}
          </header>
          <div className="bond-grid">
            <BondSummary bond={bond} />
            <LatestTrading bond={bond} />
          </div>
          {/* Keyed: another bond starts with its own chart state. */}
          <BondChart key={`chart-${bond.id}`} bond={bond} />
          {/* Keyed: following a similar bond starts its list on page 1. */}
          <SimilarBonds key={bond.id} bondId={bond.id} />
        </article>
      )}
    </EntityPage>
  );
}
