import { accessRequestsEndpoints } from './api/access-requests';
import { actionLogEndpoints } from './api/action-log';
import { adminReviewEndpoints } from './api/admin-review';
import { authEndpoints } from './api/auth';
import { bondEndpoints } from './api/bonds';
import { calculatorEndpoints } from './api/calculator';
import { chartEndpoints } from './api/chart';
import { healthEndpoints, labelEndpoints } from './api/common';
import { comparisonEndpoints } from './api/comparison';
import { entityEndpoints } from './api/entities';
import { entityChartEndpoints } from './api/entity-charts';
import { paidAccessEndpoints } from './api/paid-access';
import { phoneEndpoints } from './api/phone';
import { siteSettingsEndpoints } from './api/site-settings';
import { supportTicketsEndpoints } from './api/support-tickets';
import { userSettingsEndpoints } from './api/user-settings';

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
  ...calculatorEndpoints,
  ...chartEndpoints,
  ...comparisonEndpoints,
  ...entityEndpoints,
  ...entityChartEndpoints,
  ...healthEndpoints,
  ...labelEndpoints,
  ...paidAccessEndpoints,
  ...phoneEndpoints,
  ...siteSettingsEndpoints,
  ...supportTicketsEndpoints,
  ...userSettingsEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
