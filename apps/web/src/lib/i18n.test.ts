import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initI18n } from './i18n';

/** The label API is the web app's boundary: answer as the server does, record what was asked. */
function stubLabelsApi(labels: Record<string, Record<string, string>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const module = url.split('/')[3] ?? '';
      return new Response(JSON.stringify({ labels: labels[module] ?? {} }), { status: 200 });
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

  it('asks the server for keys instead of texts when the page has show_labels=1', async () => {
    window.history.replaceState(null, '', '/bonds/1/?show_labels=1');
    const asked = stubLabelsApi({});
    await initI18n('eng');
    await i18next.reloadResources();
    expect(asked.some((url) => url.includes('show_labels=1'))).toBe(true);
    expect(asked.some((url) => url.startsWith('/api/labels/bond/statuses/'))).toBe(true);
  });
});
