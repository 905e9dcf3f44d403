import { accessRequestsEndpoints } from './api/access-requests';
import { actionLogEndpoints } from './api/action-log';
import { adminReviewEndpoints } from './api/admin-review';
import { authEndpoints } from './api/auth';
import { bondEndpoints } from './api/bonds';
import { bondCalculatorEndpoints } from './api/bond-calculator';
import { calculatorEndpoints } from './api/calculator';
import { cashFlowEndpoints } from './api/cash-flow';
import { chartEndpoints } from './api/chart';
import { healthEndpoints, labelEndpoints } from './api/common';
import { comparisonEndpoints } from './api/comparison';
import { documentsEndpoints } from './api/documents';
import { entityEndpoints } from './api/entities';
import { entityChartEndpoints } from './api/entity-charts';
import { mpQuotesEndpoints } from './api/mp-quotes';
import { issuerCommentsEndpoints } from './api/issuer-comments';
import { issuerReportsEndpoints } from './api/issuer-reports';
import { praamsEndpoints } from './api/praams';
import { bondPlacementEndpoints } from './api/bond-placement';
import { bondResumeEndpoints } from './api/bond-resume';
import { bondExtrasEndpoints } from './api/bond-extras';
import { paidAccessEndpoints } from './api/paid-access';
import { phoneEndpoints } from './api/phone';
import { ratingsEndpoints } from './api/ratings';
import { siteSettingsEndpoints } from './api/site-settings';
import { supportTicketsEndpoints } from './api/support-tickets';
import { userSettingsEndpoints } from './api/user-settings';
import { issuerMultipliersEndpoints } from './api/issuer-multipliers';
import { emitentMapEndpoints } from './api/emitent-map';
import { reportFilesEndpoints } from './api/report-files';
import { savedFilterEndpoints } from './api/saved-filters';
import { bondListEndpoints } from './api/bond-list';
import { screenScatterEndpoints } from './api/screen-scatter';
import { watchlistEndpoints } from './api/watchlists';
import { emitentRelationsEndpoints } from './api/emitent-relations';
import { consensusEndpoints } from './api/consensus';
import { searchEndpoints } from './api/search';
import { exportEndpoints } from './api/exports';
import { pagePdfEndpoints } from './api/page-pdf';
import { watchlistExportEndpoints } from './api/watchlist-exports';
import { screenExportEndpoints } from './api/screen-export';
import { syncRunsEndpoints } from './api/sync-runs';

/**
 * Every endpoint of the API, keyed "METHOD /path". A feature adds its group here; a test checks
 * that keys and operation ids are unique.
 */
export const ENDPOINTS = {
  ...accessRequestsEndpoints,
  ...actionLogEndpoints,
  ...adminReviewEndpoints,
  ...authEndpoints,
  ...bondEndpoints,
  ...bondCalculatorEndpoints,
  ...calculatorEndpoints,
  ...cashFlowEndpoints,
  ...chartEndpoints,
  ...comparisonEndpoints,
  ...documentsEndpoints,
  ...entityEndpoints,
  ...entityChartEndpoints,
  ...healthEndpoints,
  ...labelEndpoints,
  ...mpQuotesEndpoints,
  ...issuerCommentsEndpoints,
  ...issuerReportsEndpoints,
  ...praamsEndpoints,
  ...bondPlacementEndpoints,
  ...bondResumeEndpoints,
  ...bondExtrasEndpoints,
  ...paidAccessEndpoints,
  ...phoneEndpoints,
  ...ratingsEndpoints,
  ...siteSettingsEndpoints,
  ...supportTicketsEndpoints,
  ...userSettingsEndpoints,
  ...issuerMultipliersEndpoints,
  ...emitentMapEndpoints,
  ...reportFilesEndpoints,
  ...savedFilterEndpoints,
  ...bondListEndpoints,
  ...screenScatterEndpoints,
  ...watchlistEndpoints,
  ...emitentRelationsEndpoints,
  ...consensusEndpoints,
  ...searchEndpoints,
  ...exportEndpoints,
  ...pagePdfEndpoints,
  ...watchlistExportEndpoints,
  ...screenExportEndpoints,
  ...syncRunsEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
