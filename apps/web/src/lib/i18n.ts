import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@bondsight/contracts/languages';
import type { Language } from '@bondsight/contracts';

/** Label modules the app uses; `bond.statuses` is the `statuses` repository of `bond`. */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'bond',
  'bond.statuses',
  'bond.life',
  'entities',
  'shell',
  'chart',
  'stock-chart',
  'bond-chart',
  'compare',
  'ratings',
  'cash_flow',
  'exports',
  'documents',
  'bond_calc',
  'quotes',
  'analytics',
  'praams',
  'placement',
  'resume',
  'bond_extras',
  'issuer_page',
  'profile_access',
  'bond_freshness',
  'issuer_reports',
  'issuer_multipliers',
  'issuer_map',
  'screen_scatter',
  'report_files',
  'home_list',
  'screen_table',
  'watchlist',
  'site_search',
  'issuer_graph',
  'consensus',
  'page_export',
  'screen_export',
  'screen_saved',
  'data_sync',
] as const;

const showLabels = () => new URLSearchParams(window.location.search).get('show_labels') === '1';

type Bundle = Record<string, Record<string, string>>;
const bundles = new Map<string, Promise<Bundle>>();

/** The URL of a language's whole label catalogue; the server preloads exactly this URL. */
export const labelBundleUrl = (language: string, showKeys: boolean) =>
  `/api/labels/?${new URLSearchParams({ lang: language, ...(showKeys ? { show_labels: '1' } : {}) })}`;

/** One request per language for every namespace (the page's HTML preloads it). */
function bundleOf(language: string): Promise<Bundle> {
  const url = labelBundleUrl(language, showLabels());
  let bundle = bundles.get(url);
  if (!bundle) {
    bundle = fetch(url)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
      )
      .then((body: { namespaces: Bundle }) => body.namespaces);
    // A failed load may be retried (i18next asks again on a language change).
    bundle.catch(() => bundles.delete(url));
    bundles.set(url, bundle);
  }
  return bundle;
}

/** Loads label texts from the server's label API: a namespace is a module or `module.repository`. */
const labelsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    bundleOf(language)
      .then((namespaces) => {
        const labels = namespaces[namespace];
        if (labels) callback(null, labels);
        else callback(new Error(`no label module ${namespace}`), false);
      })
      .catch((error: Error) => callback(error, false));
  },
};

export async function initI18n(language: Language) {
  await i18next
    .use(labelsBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      nsSeparator: ':',
      keySeparator: false,
      interpolation: { escapeValue: false },
      // Spec: a missing label renders as its key in double braces (unless the caller
      // supplied a fallback, as for data-source names).
      parseMissingKeyHandler: (key, defaultValue) => defaultValue ?? `{{${key}}}`,
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches language: remembered in a cookie, shown in the URL so a shared link keeps it. */
export async function changeLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  const url = new URL(window.location.href);
  url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
  await i18next.changeLanguage(language);
}
