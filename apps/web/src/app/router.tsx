import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { Layout } from './layout';
import { NotFoundPage } from './pages/not-found-page';
import { ServicePage } from '../features/bond-quotes/components/service-page';
import { parseBondPageSearch } from '../features/page-export/print-blocks';
import { parseSearchPageSearch } from './search-page-search';
import { queryClient } from './query-client';
import { pageIdOf } from '@bondsight/contracts/page-id';
import { bondSummaryQuery } from '../features/bond-summary/api/get-bond-summary';
import { entityQuery } from '../features/entities/api/get-entity';
import { interfaceLanguage } from '../lib/use-formatters';

// Each page is its own chunk (issue 19): a bond page loads no home list, issuer blocks or
// watchlist. The server preloads the chunk of the page it serves (pages.routes, from Vite's
// manifest), so the first page costs no extra round trip; links preload theirs on intent.
const HomePage = lazyRouteComponent(() => import('./pages/home-page'), 'HomePage');
const BondPage = lazyRouteComponent(() => import('./pages/bond-page'), 'BondPage');
const CompanyPage = lazyRouteComponent(() => import('./pages/issuer-page'), 'CompanyPage');
const IndexPage = lazyRouteComponent(() => import('./pages/entity-pages'), 'IndexPage');
const StockPage = lazyRouteComponent(() => import('./pages/entity-pages'), 'StockPage');
const EtfPage = lazyRouteComponent(() => import('./pages/entity-pages'), 'EtfPage');
const SignInPage = lazyRouteComponent(() => import('./pages/auth-pages'), 'SignInPage');
const SignUpPage = lazyRouteComponent(() => import('./pages/auth-pages'), 'SignUpPage');
const VerifyEmailPage = lazyRouteComponent(() => import('./pages/auth-pages'), 'VerifyEmailPage');
const AdminPage = lazyRouteComponent(() => import('./pages/admin-page'), 'AdminPage');
const TicketsPage = lazyRouteComponent(() => import('./pages/tickets-page'), 'TicketsPage');
const WatchlistPage = lazyRouteComponent(() => import('./pages/watchlist-page'), 'WatchlistPage');
const ProfileAccessPage = lazyRouteComponent(
  () => import('./pages/profile-access-page'),
  'ProfileAccessPage',
);
const SearchPage = lazyRouteComponent(() => import('./pages/search-page'), 'SearchPage');

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
    // The summary's data in the cache before the page renders (the server preloads it with
    // the HTML): the first render draws the summary, instead of a loading state then a second
    // render. Never throws: a bond that is not there is the page's own not-found state, and a
    // malformed id (abc, 0) asks nothing.
    loader: ({ params }) => {
      const id = pageIdOf(params.id);
      return id === null
        ? undefined
        : queryClient.prefetchQuery(bondSummaryQuery(id, interfaceLanguage()));
    },
    component: BondPage,
  }),
  createRoute({
    getParentRoute,
    path: '/company/$id/',
    // As the bond page's: the issuer's card and bonds drawn by the first render.
    loader: ({ params }) => {
      const id = pageIdOf(params.id);
      return id === null
        ? undefined
        : queryClient.prefetchQuery(entityQuery('company', id, interfaceLanguage()));
    },
    component: CompanyPage,
  }),
  createRoute({ getParentRoute, path: '/indexes/$id/', component: IndexPage }),
  createRoute({
    getParentRoute,
    path: '/stocks/$id/',
    component: StockPage,
  }),
  createRoute({ getParentRoute, path: '/etf/$id/', component: EtfPage }),
  createRoute({ getParentRoute, path: '/sign-in/', component: SignInPage }),
  createRoute({ getParentRoute, path: '/sign-up/', component: SignUpPage }),
  // The sign-up's mailed link (issue 31): the token as the server wrote it, or nothing.
  createRoute({
    getParentRoute,
    path: '/verify-email/',
    validateSearch: (search: Record<string, unknown>) => ({
      token: typeof search.token === 'string' ? search.token : '',
    }),
    component: VerifyEmailPage,
  }),
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
