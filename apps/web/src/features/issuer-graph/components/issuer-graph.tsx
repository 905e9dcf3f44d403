import { Suspense, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Hint } from '../../../widgets/hint/hint';
import { LazyNetworkGraph } from '../../../widgets/network-graph';
import { useRelations } from '../api/get-relations';
import { graphData } from './graph-data';

interface IssuerGraphProps {
  emitentId: number;
  /** Spec: the graph's data url is configurable; ours by default. */
  url?: string;
}

/**
 * The issuer's relationship network graph (spec, issuer blocks, sections 2, 3, 7 and 9): the
 * issuer in blue, its owners and subsidiaries in orange, the share on each link. Nothing is
 * rendered without links (nor when the call fails: spec, failures are not shown), so the
 * section stays out of the block menu. A node opens its issuer's page.
 */
export function IssuerGraph({ emitentId, url }: IssuerGraphProps) {
  const { t } = useTranslation('issuer_graph');
  const format = useFormatters();
  const navigate = useNavigate();
  const query = useRelations(emitentId, url);
  const items = query.data;
  const graph = useMemo(
    () =>
      graphData(items ?? [], {
        main: t('main_issuer'),
        owner: t('direction_owner'),
        subsidiary: t('direction_subsidiary'),
        ownerRole: (role, share) =>
          share === null
            ? t('owner_role', { role })
            : t('owner_role_share', { role, share: format.percent(share) }),
        ownedRole: (role, share) =>
          share === null
            ? t('owned_role', { role })
            : t('owned_role_share', { role, share: format.percent(share) }),
        share: (share) => format.percent(share),
      }),
    [items, t, format],
  );
  const texts = useMemo(() => ({ title: t('graph_label'), nodesTitle: t('nodes_title') }), [t]);
  if (graph.links.length === 0) return null;
  return (
    <div className="card issuer-graph" data-testid="issuer-graph">
      <div className="card-header">
        <h2 id="issuer-graph-title">{t('block_title')}</h2>
      </div>
      <Hint>{t('hint')}</Hint>
      <Suspense fallback={null}>
        <LazyNetworkGraph
          id="issuer-graph"
          nodes={graph.nodes}
          links={graph.links}
          texts={texts}
          onNodeClick={(node) =>
            void navigate({ to: '/company/$id/', params: { id: String(node.id) } })
          }
        />
      </Suspense>
    </div>
  );
}
