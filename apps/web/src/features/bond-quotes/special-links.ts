/**
 * Spec section 9: trading grounds with special links. The estimation ground (4) links to the
 * estimation page (/{product}_estimation/), the provider's three services to their company
 * pages (/company/{name}/): onshore estimation (328), valuation (327), local-custody
 * estimation (78). Each path is a route of the app (app/router.tsx), written out so that a
 * link to it type-checks.
 */
export const SERVICE_ROUTES = {
  estimation: '/bond_estimation/',
  onshore_estimation: '/company/onshore_estimation/',
  valuation: '/company/valuation/',
  local_custody_estimation: '/company/local_custody_estimation/',
} as const;
export type ServicePage = keyof typeof SERVICE_ROUTES;

const SPECIAL_LINKS: Record<number, ServicePage> = {
  4: 'estimation',
  328: 'onshore_estimation',
  327: 'valuation',
  78: 'local_custody_estimation',
};

export const specialPageOf = (groundId: number): ServicePage | null =>
  SPECIAL_LINKS[groundId] ?? null;
