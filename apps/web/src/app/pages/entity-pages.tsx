import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEntity } from '../../features/entities/api/get-entity';
import { EquityCard, IndexCard } from '../../features/entities/components/entity-cards';
import { EntityChart } from '../../features/entity-chart/components/entity-chart';
import { EntityPage } from './entity-page';

export function IndexPage() {
  const { id } = useParams({ from: '/indexes/$id/' });
  const query = useEntity('index', Number(id));
  const { t } = useTranslation('entities');
  return (
    <EntityPage query={query}>
      {(index) => (
        <>
          <p className="eyebrow">{t('index_title')}</p>
          <h1>{index.name}</h1>
          <IndexCard index={index} />
          <EntityChart model="indexes" id={index.id} />
        </>
      )}
    </EntityPage>
  );
}

export function EquityPage({ kind }: { kind: 'stock' | 'etf' }) {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useEntity(kind, Number(id));
  const { t } = useTranslation('entities');
  return (
    <EntityPage query={query}>
      {(equity) => (
        <>
          <p className="eyebrow">{t(kind === 'stock' ? 'stock_title' : 'etf_title')}</p>
          <h1>{equity.name}</h1>
          <EquityCard equity={equity} />
          <EntityChart model={kind === 'stock' ? 'stocks' : 'etf'} id={equity.id} />
        </>
      )}
    </EntityPage>
  );
}

export const StockPage = () => <EquityPage kind="stock" />;
export const EtfPage = () => <EquityPage kind="etf" />;
