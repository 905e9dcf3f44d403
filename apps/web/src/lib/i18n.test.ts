import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initI18n, NAMESPACES } from './i18n';

/** The label API is the web app's boundary: answer as the server does, record what was asked. */
function stubLabelsApi(labels: Record<string, Record<string, string>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const namespaces = Object.fromEntries(NAMESPACES.map((ns) => [ns, labels[ns] ?? {}]));
      return new Response(JSON.stringify({ language: 'x', namespaces }), { status: 200 });
    }),
  );
  return asked;
}

describe('labels in the web app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('renders a known label and shows a missing one as its key in double braces', async () => {
    stubLabelsApi({ common: { app_name: 'Bondsight' }, errors: { need_auth: 'Войдите' } });
    await initI18n('rus');
    expect(i18next.t('common:app_name')).toBe('Bondsight');
    expect(i18next.t('errors:need_auth')).toBe('Войдите');
    expect(i18next.t('common:no_such_label')).toBe('{{no_such_label}}');
  });

  it('loads every namespace with one request, the URL the page preloads', async () => {
    const asked = stubLabelsApi({ 'bond.statuses': { status_1: 'Circulating' } });
    await initI18n('deu');
    await i18next.loadLanguages('deu');
    expect(asked).toEqual(['/api/labels/?lang=deu']);
    expect(i18next.t('bond.statuses:status_1', { lng: 'deu' })).toBe('Circulating');
  });

  it('asks the server for keys instead of texts when the page has show_labels=1', async () => {
    window.history.replaceState(null, '', '/bonds/1/?show_labels=1');
    const asked = stubLabelsApi({});
    await initI18n('eng');
    await i18next.reloadResources();
    expect(asked).toContain('/api/labels/?lang=eng&show_labels=1');
  });
});
