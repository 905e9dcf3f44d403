import { DEFAULT_LANGUAGE } from '@bondsight/contracts/languages';
import type { PageGlobals } from '@bondsight/contracts';

const VISITOR_GLOBALS: PageGlobals = {
  language: DEFAULT_LANGUAGE,
  level: 0,
  userId: 0,
  email: null,
  tariffs: [],
  countryId: null,
  nsdAccess: false,
  isAdmin: false,
  openData: false,
  mobileExists: false,
  paStatusConfirm: 0,
  paSendExpand: 0,
};

/** The page-global values the server put in the page (spec: language, level, user id...). */
export function readInitialGlobals(): PageGlobals {
  const element = document.getElementById('bs-globals');
  if (!element?.textContent) return VISITOR_GLOBALS;
  try {
    return { ...VISITOR_GLOBALS, ...(JSON.parse(element.textContent) as Partial<PageGlobals>) };
  } catch {
    return VISITOR_GLOBALS;
  }
}
