import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_BODY_LIMIT } from '@bondsight/contracts';
import type { Database } from './db/client';
import { fastifyTrustProxy, type TrustProxy } from './config';
import {
  connectionOptions,
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from './lib/connection-limits';
import errors, { frameworkErrors } from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import sharedRateLimit from './plugins/shared-rate-limit';
import database from './plugins/database';
import session from './plugins/session';
import csrf from './plugins/csrf';
import language from './plugins/language';
import access from './plugins/access';
import openapi from './plugins/openapi';
import pageGlobals from './plugins/page-globals';
import userFacts from './plugins/user-facts';
import endpoints from './plugins/endpoints';
import cachedAnswers from './plugins/cached-answers';
import healthRoutes from './modules/health/health.routes';
import labelsRoutes from './modules/labels/labels.routes';
import authRoutes from './modules/auth/auth.routes';
import bondsRoutes from './modules/bonds/bonds.routes';
import entitiesRoutes from './modules/entities/entities.routes';
import entityChartsRoutes from './modules/entity-charts/entity-charts.routes';
import chartRoutes from './modules/chart/chart.routes';
import comparisonRoutes from './modules/comparison/comparison.routes';
import actionLogRoutes from './modules/action-log/action-log.routes';
import calculatorRoutes from './modules/calculator/calculator.routes';
import bondCalculatorRoutes from './modules/bond-calculator/bond-calculator.routes';
import pagesRoutes from './modules/pages/pages.routes';
import siteSettingsRoutes from './modules/site-settings/site-settings.routes';
import userSettingsRoutes from './modules/user-settings/user-settings.routes';
import phoneRoutes from './modules/phone/phone.routes';
import paidAccessRoutes from './modules/paid-access/paid-access.routes';
import accessRequestsRoutes from './modules/access-requests/access-requests.routes';
import adminReviewRoutes from './modules/admin-review/admin-review.routes';
import syncRunsRoutes from './modules/sync-runs/sync-runs.routes';
import supportTicketsRoutes from './modules/support-tickets/support-tickets.routes';
import ratingsRoutes from './modules/ratings/ratings.routes';
import cashFlowRoutes from './modules/cash-flow/cash-flow.routes';
import documentsRoutes from './modules/documents/documents.routes';
import mpQuotesRoutes from './modules/mp-quotes/mp-quotes.routes';
import issuerCommentsRoutes from './modules/issuer-comments/issuer-comments.routes';
import praamsRoutes from './modules/praams/praams.routes';
import bondPlacementRoutes from './modules/bond-placement/bond-placement.routes';
import bondResumeRoutes from './modules/bond-resume/bond-resume.routes';
import bondExtrasRoutes from './modules/bond-extras/bond-extras.routes';
import issuerReportsRoutes from './modules/issuer-reports/issuer-reports.routes';
import issuerMultipliersRoutes from './modules/issuer-multipliers/issuer-multipliers.routes';
import emitentMapRoutes from './modules/emitent-map/emitent-map.routes';
import reportFilesRoutes from './modules/report-files/report-files.routes';
import searchRoutes from './modules/search/search.routes';
import watchlistsRoutes from './modules/watchlists/watchlists.routes';
import savedFiltersRoutes from './modules/saved-filters/saved-filters.routes';
import emitentRelationsRoutes from './modules/emitent-relations/emitent-relations.routes';
import consensusRoutes from './modules/consensus/consensus.routes';
import archiveExportRoutes from './modules/bonds/archive-export.routes';
import screenScatterRoutes from './modules/bonds/screen-scatter.routes';
import screenExportRoutes from './modules/bonds/screen-export.routes';
import cashFlowExportRoutes from './modules/cash-flow/cash-flow-export.routes';
import issuerReportsXlsxRoutes from './modules/issuer-reports/xlsx-export.routes';
import tableExportRoutes from './modules/table-export/table-export.routes';
import pagePdfRoutes from './modules/page-pdf/page-pdf.routes';
import benchHello from './plugins/bench-hello';
import heavyWork, { type HeavyKind, type HeavyRule } from './plugins/heavy-work';
import workbooks from './plugins/workbooks';

export interface AppOptions {
  database: Database;
  production?: boolean;
  secureCookies?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Requests a minute per client address across the site (RATE_LIMIT_PER_MINUTE, 1200). */
  rateLimitPerMinute?: number;
  /** How often the rate limit's counts are shared with the other instances (ms; tests). */
  rateLimitShareMs?: number;
  /** Fastify's trustProxy (TRUST_PROXY): whom to believe about the client address. */
  trustProxy?: TrustProxy;
  /** Sign-ups an hour per client address (SIGN_UPS_PER_HOUR, 5). */
  signUpsPerHour?: number;
  /** OPEN_DATA: the access table's data capabilities open to everyone. */
  openData?: boolean;
  /** Memory for computed answers (ANSWER_CACHE_MB, 128), in bytes. */
  answerCacheBytes?: number;
  /**
   * PAGE_PDF_BROWSER=warm: the page PDF's Chromium starts once the server listens and stays
   * (default off: tests and tools start no browser they do not print with).
   */
  pagePdfWarm?: boolean;
  /** PAGE_PDF_MEMORY_MB in bytes: the print browser's memory ceiling (null: none). */
  pagePdfMemoryBytes?: number | null;
  /** The heavy work's fair shares, kind by kind (defaults: plugins/heavy-work.ts HEAVY_WORK). */
  heavyWork?: Partial<Record<HeavyKind, HeavyRule>>;
  /** Request deadlines and the connection cap (defaults: lib/connection-limits.ts). */
  connectionLimits?: ConnectionLimits;
  /** The sync sources the server follows (SYNC=moex,ust): health lists them before any run. */
  syncSources?: readonly string[];
}

/** Builds the whole application; shared by server.ts and the tests. */
export async function buildApp(options: AppOptions) {
  const production = options.production ?? false;
  const secureCookies = options.secureCookies ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // A request target that does not decode, a path segment past the router's limit.
    frameworkErrors,
    ...connectionOptions(options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(import('@fastify/cookie'));
  await app.register(securityHeaders);
  await app.register(import('@fastify/compress'), { global: true, threshold: 1024 });
  await app.register(sharedRateLimit, {
    database: options.database,
    max: options.rateLimitPerMinute ?? 1200,
    shareEveryMs: options.rateLimitShareMs,
  });

  // App plugins.
  await app.register(errors);
  await app.register(database, { database: options.database });
  await app.register(session, { secureCookies, openData: options.openData ?? false });
  await app.register(csrf, { secureCookies });
  await app.register(language);
  await app.register(access);
  await app.register(userFacts);
  await app.register(pageGlobals);
  await app.register(heavyWork, { rules: options.heavyWork });
  await app.register(workbooks);
  await app.register(endpoints);
  await app.register(cachedAnswers, { budgetBytes: options.answerCacheBytes ?? 128 * 2 ** 20 });
  await app.register(openapi, { secureCookies });

  // Routes.
  await app.register(healthRoutes, { configuredSources: options.syncSources ?? [] });
  await app.register(labelsRoutes);
  await app.register(authRoutes, {
    signUpsPerHour: options.signUpsPerHour ?? 5,
    secureCookies,
  });
  await app.register(bondsRoutes);
  await app.register(entitiesRoutes);
  await app.register(entityChartsRoutes);
  await app.register(chartRoutes);
  await app.register(comparisonRoutes);
  await app.register(actionLogRoutes);
  await app.register(calculatorRoutes);
  await app.register(bondCalculatorRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(userSettingsRoutes);
  await app.register(phoneRoutes);
  await app.register(paidAccessRoutes);
  await app.register(accessRequestsRoutes);
  await app.register(adminReviewRoutes);
  await app.register(syncRunsRoutes, { configuredSources: options.syncSources ?? [] });
  await app.register(supportTicketsRoutes);
  await app.register(ratingsRoutes);
  await app.register(cashFlowRoutes);
  await app.register(documentsRoutes);
  await app.register(mpQuotesRoutes);
  await app.register(issuerCommentsRoutes);
  await app.register(praamsRoutes);
  await app.register(bondPlacementRoutes);
  await app.register(bondResumeRoutes);
  await app.register(bondExtrasRoutes);
  await app.register(issuerReportsRoutes);
  await app.register(issuerMultipliersRoutes);
  await app.register(emitentMapRoutes);
  await app.register(reportFilesRoutes);
  await app.register(searchRoutes);
  await app.register(watchlistsRoutes);
  await app.register(savedFiltersRoutes);
  await app.register(emitentRelationsRoutes);
  await app.register(consensusRoutes);
  await app.register(archiveExportRoutes);
  await app.register(screenScatterRoutes);
  await app.register(screenExportRoutes);
  await app.register(cashFlowExportRoutes);
  await app.register(issuerReportsXlsxRoutes);
  await app.register(tableExportRoutes);
  await app.register(pagePdfRoutes, {
    warm: options.pagePdfWarm ?? false,
    memoryCeilingBytes: options.pagePdfMemoryBytes ?? null,
  });
  await app.register(benchHello);
  await app.register(pagesRoutes, { production });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
