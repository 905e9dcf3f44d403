import { useParams } from '@tanstack/react-router';
import { pageIdOf } from '@bondsight/contracts/page-id';
import { useTranslation } from 'react-i18next';
import { useEntity } from '../../features/entities/api/get-entity';
import { EquityCard, IndexCard } from '../../features/entities/components/entity-cards';
import { EntityChart } from '../../features/entity-chart/components/entity-chart';
import { EntityPage } from './entity-page';
import { NotFoundPage } from './not-found-page';

// A malformed id (abc, 0, beyond int4) names nothing: the not-found page, not a failed call.
export function IndexPage() {
  const id = pageIdOf(useParams({ from: '/indexes/$id/' }).id);
  return id === null ? <NotFoundPage /> : <IndexPageOf id={id} />;
}

function IndexPageOf({ id }: { id: number }) {
  const query = useEntity('index', id);
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
  const id = pageIdOf((useParams({ strict: false }) as { id: string }).id);
  return id === null ? <NotFoundPage /> : <EquityPageOf kind={kind} id={id} />;
}

function EquityPageOf({ kind, id }: { kind: 'stock' | 'etf'; id: number }) {
  const query = useEntity(kind, id);
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
