import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { Layout } from './layout';
import { HomePage } from './pages/home-page';
import { BondPage } from './pages/bond-page';
import { EquityPage, IndexPage } from './pages/entity-pages';
import { CompanyPage } from './pages/issuer-page';
import { SignInPage, SignUpPage } from './pages/auth-pages';
import { NotFoundPage } from './pages/not-found-page';
import { AdminPage } from './pages/admin-page';
import { TicketsPage } from './pages/tickets-page';
import { WatchlistPage } from './pages/watchlist-page';
import { ProfileAccessPage } from './pages/profile-access-page';
import { SearchPage, parseSearchPageSearch } from './pages/search-page';
import { ServicePage } from '../features/bond-quotes/components/service-page';
import { parseBondPageSearch } from '../features/page-export/print-blocks';

const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFoundPage });
// Routes are written out one by one so their literal paths type-check every <Link>.
const getParentRoute = () => rootRoute;
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute, path: '/', component: HomePage }),
  // ?print=summary,chart: the page as the server prints it (features/page-export).
  createRoute({
    getParentRoute,
    path: '/bonds/$id/',
    validateSearch: parseBondPageSearch,
    component: BondPage,
  }),
  createRoute({ getParentRoute, path: '/company/$id/', component: CompanyPage }),
  createRoute({ getParentRoute, path: '/indexes/$id/', component: IndexPage }),
  createRoute({
    getParentRoute,
    path: '/stocks/$id/',
    component: () => <EquityPage kind="stock" />,
  }),
  createRoute({ getParentRoute, path: '/etf/$id/', component: () => <EquityPage kind="etf" /> }),
  createRoute({ getParentRoute, path: '/sign-in/', component: SignInPage }),
  createRoute({ getParentRoute, path: '/sign-up/', component: SignUpPage }),
  createRoute({ getParentRoute, path: '/admin/', component: AdminPage }),
  createRoute({ getParentRoute, path: '/tickets/', component: TicketsPage }),
  createRoute({ getParentRoute, path: '/watchlist/', component: WatchlistPage }),
  // The site search's 'see all results' page: /search/?q=&type=&page=.
  createRoute({
    getParentRoute,
    path: '/search/',
    validateSearch: parseSearchPageSearch,
    component: SearchPage,
  }),
  // Spec: the profile access page, at /profile/access/ or /profile_access/ (one page, one address).
  createRoute({ getParentRoute, path: '/profile/access/', component: ProfileAccessPage }),
  createRoute({
    getParentRoute,
    path: '/profile_access/',
    beforeLoad: ({ location }) => {
      throw redirect({ to: '/profile/access/', search: location.search, replace: true });
    },
  }),
  // The quotes block's special links (spec: estimation page, the services' company pages).
  createRoute({
    getParentRoute,
    path: '/bond_estimation/',
    component: () => <ServicePage page="estimation" />,
  }),
  createRoute({
    getParentRoute,
    path: '/company/onshore_estimation/',
    component: () => <ServicePage page="onshore_estimation" />,
  }),
  createRoute({
    getParentRoute,
    path: '/company/valuation/',
    component: () => <ServicePage page="valuation" />,
  }),
  createRoute({
    getParentRoute,
    path: '/company/local_custody_estimation/',
    component: () => <ServicePage page="local_custody_estimation" />,
  }),
]);

// The spec's paths end with a slash (/bonds/{id}/); keep them that way.
export const router = createRouter({
  routeTree,
  trailingSlash: 'always',
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
