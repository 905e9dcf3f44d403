import type { SearchType } from '@bondsight/contracts/search-rules';

/** The page of each kind of result (routes in app/router.tsx; a company is an issuer page). */
export const ENTITY_ROUTES = {
  bonds: '/bonds/$id/',
  stocks: '/stocks/$id/',
  etf: '/etf/$id/',
  indexes: '/indexes/$id/',
  companies: '/company/$id/',
} as const satisfies Record<SearchType, string>;
