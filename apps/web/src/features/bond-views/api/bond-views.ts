import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BondSummary } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

const viewsKey = (bondId: number) => ['bond-views', bondId];

/** The bond page's view counter (GET /api/bonds/{id}/views/). */
export function useBondViews(bondId: number) {
  return useQuery({
    queryKey: viewsKey(bondId),
    queryFn: () => api('GET /api/bonds/:id/views/', { params: { id: bondId } }),
  });
}

/**
 * Counts this view of the bond's page, once (spec: incrementStatisticView with the issuer's
 * country), then re-reads the counter so it includes it. Never in the way of the page: the
 * call is not awaited by anything and its failure is silent.
 */
export function useCountBondView(bond: BondSummary) {
  const client = useQueryClient();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    // One count per bond shown (React may run an effect twice in development).
    if (counted.current === bond.id) return;
    counted.current = bond.id;
    api('POST /api/bonds/:id/incrementStatisticView/', {
      params: { id: bond.id },
      body: { bondId: bond.id, emitentCountryId: bond.country.id, emitentCountryRegionId: null },
    })
      .then(() => client.invalidateQueries({ queryKey: viewsKey(bond.id) }))
      .catch(() => undefined);
  }, [bond.id, bond.country.id, client]);
}
