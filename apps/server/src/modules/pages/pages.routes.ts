import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTL_LOCALE } from '@bondsight/contracts';
import { pageIdOf } from '@bondsight/contracts/page-id';
import { loadTemplate, renderPage, WEB_DIST } from '../../lib/html-template';
import { loadManifest, pageAssets, urlsLoadedBy, type PageAssets } from '../../lib/web-manifest';
import { describePage, describeStaticPage, type PageKind, type PageText } from './pages.service';

const ENTITY_PAGES: Record<string, PageKind> = {
  bonds: 'bond',
  company: 'company',
  indexes: 'index',
  stocks: 'stock',
  etf: 'etf',
};
/** Each page's module in the web app (apps/web/src/app/router.tsx): its chunk is preloaded. */
const pageModule = (name: string) => `src/app/pages/${name}.tsx`;
const ENTITY_MODULES: Record<PageKind, string> = {
  bond: pageModule('bond-page'),
  company: pageModule('issuer-page'),
  index: pageModule('entity-pages'),
  stock: pageModule('entity-pages'),
  etf: pageModule('entity-pages'),
};
/** Pages without an entity: their title's label key and module, and their page module. */
const STATIC_PAGES: Record<string, [string, string, string?]> = {
  '/': ['home_title', 'common', pageModule('home-page')],
  '/sign-in/': ['nav_sign_in', 'common', pageModule('auth-pages')],
  '/sign-up/': ['nav_sign_up', 'common', pageModule('auth-pages')],
  // The sign-up's mailed link (issue 31).
  '/verify-email/': ['verify_title', 'auth', pageModule('auth-pages')],
  // Their data is guarded by their API; the pages themselves are open.
  '/admin/': ['admin_title', 'shell', pageModule('admin-page')],
  '/tickets/': ['tickets_title', 'shell', pageModule('tickets-page')],
  // Where every need_get_access prompt points (issuer blocks spec, section 2 Links).
  '/profile/access/': ['title', 'profile_access', pageModule('profile-access-page')],
  // A signed-in user's bond book (its data needs a session; the page says so to a visitor).
  '/watchlist/': ['page_title', 'watchlist', pageModule('watchlist-page')],
  // The site search's 'see all results' page.
  '/search/': ['page_title', 'site_search', pageModule('search-page')],
  // The quotes block's links to the estimation and valuation services (spec section 2): in
  // the entry chunk, as the 404 page.
  '/bond_estimation/': ['service_estimation_title', 'quotes'],
  '/company/onshore_estimation/': ['service_onshore_estimation_title', 'quotes'],
  '/company/valuation/': ['service_valuation_title', 'quotes'],
  '/company/local_custody_estimation/': ['service_local_custody_estimation_title', 'quotes'],
};

/**
 * What the web app asks for before it draws, as its own URLs (apps/web/src/lib/i18n.ts
 * labelBundleUrl; lib/api-client.ts apiUrl adds `lang`): the label bundle and the shell's
 * settings on every page, and the page's first block. Preloaded, they load beside the scripts.
 */
function preloadsOf(request: FastifyRequest, firstBlock?: string): string[] {
  // URLSearchParams never throws: a page URL may be anything a client sends (e.g. `//[`).
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const showKeys = query.get('show_labels') === '1';
  const labels = new URLSearchParams({
    lang: request.language,
    ...(showKeys ? { show_labels: '1' } : {}),
  });
  const lang = `?lang=${request.language}`;
  return [
    `/api/labels/?${labels}`,
    `/api/shell/${lang}`,
    ...(firstBlock ? [`${firstBlock}${lang}`] : []),
  ];
}

/** The page's first block, whose data is preloaded with the page. */
const FIRST_BLOCKS: Partial<Record<PageKind, (id: number) => string>> = {
  bond: (id) => `/api/bonds/${id}/`,
  company: (id) => `/api/company/${id}/`,
};

/** The page's status, its first block (preloaded) and its module in the web app (its chunk). */
interface PageParts {
  status?: number;
  firstBlock?: string;
  pageSource?: string;
}

/** Pages whose text is kept at once (any id may be asked for: a bound, then start over). */
const MAX_DESCRIBED = 20_000;
/** Visitors' HTML pages kept at once (~3 kB each; any address may be asked for, as above). */
const MAX_VISITOR_PAGES = 2_000;

/**
 * Serves the web app's HTML for every page route with that page's own <title>, description
 * and page-global values filled in; unknown entities and paths get the app's 404 page with
 * a 404 status.
 */
export default async function pagesRoutes(app: FastifyInstance, opts: { production: boolean }) {
  let cached: string | null = null;
  let cachedManifest: ReturnType<typeof loadManifest> | undefined;
  // An entity page's title and description change only with the data: kept until the data
  // version's notice (every import, generation, sync), so a page costs no query (issue 19).
  // A notice drops answers still being read too: none outlives the data it was read from.
  const described = new Map<string, Promise<PageText | null>>();
  // A visitor's page is the same for every visitor who asks one address in one language (no
  // account, no session): the HTML itself is kept, until the same notice (issue 19).
  const visitorPages = new Map<string, string>();
  await app.database.listen('data_version', () => {
    described.clear();
    visitorPages.clear();
  });
  const describe = (kind: PageKind, id: number, language: FastifyRequest['language']) => {
    const key = `${kind} ${id} ${language}`;
    let text = described.get(key);
    if (!text) {
      if (described.size >= MAX_DESCRIBED) described.clear();
      text = describePage(app.db, kind, id, language);
      described.set(key, text);
      text.catch(() => described.delete(key));
    }
    return text;
  };
  // In production the build does not change under us; in development it may be rebuilt.
  const template = () => (opts.production ? (cached ??= loadTemplate()) : loadTemplate());
  const manifest = () => (opts.production ? (cachedManifest ??= loadManifest()) : loadManifest());
  // A page's chunks change only with the build (per page module, once in production).
  const assets = new Map<string, PageAssets>();
  const assetsOf = (pageSource: string | undefined) => {
    if (!pageSource) return undefined;
    const known = assets.get(pageSource);
    if (known) return known;
    const found = pageAssets(manifest(), pageSource, urlsLoadedBy(template()));
    if (opts.production) assets.set(pageSource, found);
    return found;
  };

  const render = async (request: FastifyRequest, text: PageText, page: PageParts) =>
    renderPage(template(), {
      ...text,
      htmlLang: INTL_LOCALE[request.language],
      globals: await app.pageGlobals(request),
      preloads: preloadsOf(request, page.firstBlock),
      assets: assetsOf(page.pageSource),
    });

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    text: PageText,
    page: PageParts = {},
  ) => {
    const status = page.status ?? 200;
    // Kept only in production: in development the build under the template may change.
    const key =
      opts.production && !request.user ? `${status} ${request.language} ${request.url}` : null;
    let html = key ? visitorPages.get(key) : undefined;
    if (html === undefined) {
      html = await render(request, text, page);
      if (key) {
        if (visitorPages.size >= MAX_VISITOR_PAGES) visitorPages.clear();
        visitorPages.set(key, html);
      }
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, describeStaticPage(request.language, 'not_found_title'), {
      status: 404,
    });

  for (const [path, [titleKey, titleModule, pageSource]] of Object.entries(STATIC_PAGES)) {
    app.get(path, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, describeStaticPage(request.language, titleKey, titleModule), {
        pageSource,
      }),
    );
  }

  // The spec's other address of the profile access page: one page, so a permanent redirect.
  app.get('/profile_access/', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/profile/access/${query >= 0 ? request.url.slice(query) : ''}`, 301);
  });

  app.get<{ Params: { section: string; id: string } }>(
    '/:section/:id/',
    { schema: { hide: true } },
    async (request, reply) => {
      const kind = ENTITY_PAGES[request.params.section];
      if (!kind) return reply.callNotFound();
      // Read as the web app reads it: a page it draws as not found is answered 404 here.
      const id = pageIdOf(request.params.id);
      if (id === null) return notFoundPage(request, reply);
      const text = await describe(kind, id, request.language);
      return text
        ? sendPage(request, reply, text, {
            firstBlock: FIRST_BLOCKS[kind]?.(id),
            pageSource: ENTITY_MODULES[kind],
          })
        : notFoundPage(request, reply);
    },
  );

  if (fs.existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      index: false,
      wildcard: false,
      // The build writes brotli and gzip copies of each asset (apps/web/scripts/precompress.mjs):
      // sent as they are, so no request compresses a script on the fly.
      preCompressed: true,
      // Vite names assets by content hash: they never change, so cache them for a year.
      setHeaders: (res, filePath) => {
        if (filePath.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'not_found' } });
    }
    return notFoundPage(request, reply);
  });
}
