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
  'entities',
  'shell',
  'chart',
  'stock-chart',
  'bond-chart',
  'compare',
  'ratings',
  'cash_flow',
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
  'report_files',
] as const;

const showLabels = () => new URLSearchParams(window.location.search).get('show_labels') === '1';

/** Loads label texts from the server's label API, one module or repository per namespace. */
const labelsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const [module, repository] = namespace.split('.');
    const path = repository ? `/api/labels/${module}/${repository}/` : `/api/labels/${module}/`;
    const query = new URLSearchParams({
      lang: language,
      ...(showLabels() ? { show_labels: '1' } : {}),
    });
    fetch(`${path}?${query}`)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
      )
      .then((body: { labels: Record<string, string> }) => callback(null, body.labels))
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
