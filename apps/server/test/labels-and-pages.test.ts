import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { emissions } from '../src/db/schema/index';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signIn } from './support/shell-fixtures';

describe.skipIf(databaseMissing)(`labels and HTML pages on ${databaseKind}`, () => {
  let app: App;
  let bondId: number;
  beforeAll(async () => {
    app = await createSeededTestApp();
    bondId = (await app.db.select({ id: emissions.id }).from(emissions).limit(1))[0]!.id;
  });
  afterAll(() => app?.close());

  it('serves a module and a repository of labels in the asked language', async () => {
    const eng = (await app.inject('/api/labels/errors/?lang=eng')).json();
    expect(eng).toMatchObject({ language: 'eng', module: 'errors', repository: null });
    expect(eng.labels.need_auth).toBe('Please sign in to use this feature');
    const rus = (await app.inject('/api/labels/errors/?lang=rus')).json();
    expect(rus.labels.need_auth).not.toBe(eng.labels.need_auth);
    const statuses = (await app.inject('/api/labels/bond/statuses/?lang=chn')).json();
    expect(statuses.repository).toBe('statuses');
    expect(Object.keys(statuses.labels)).toContain('status_outstanding');
  });

  it('shows keys instead of texts with show_labels=1', async () => {
    const keys = (await app.inject('/api/labels/errors/?show_labels=1')).json();
    expect(keys.labels.need_auth).toBe('need_auth');
  });

  it('takes the language from the cookie when the query has none', async () => {
    const response = await app.inject({ url: '/api/labels/common/', cookies: { bs_lang: 'deu' } });
    expect(response.json().language).toBe('deu');
  });

  it('serves the whole catalogue of a language in one answer, keyed by namespace', async () => {
    const bundle = (await app.inject('/api/labels/?lang=rus')).json();
    expect(bundle.language).toBe('rus');
    const single = (await app.inject('/api/labels/errors/?lang=rus')).json();
    expect(bundle.namespaces.errors).toEqual(single.labels);
    expect(Object.keys(bundle.namespaces['bond.statuses'])).toContain('status_outstanding');
    const keys = (await app.inject('/api/labels/?lang=rus&show_labels=1')).json();
    expect(keys.namespaces.errors.need_auth).toBe('need_auth');
  });

  it('preloads what the app asks for first: labels, the shell, a bond’s summary, an issuer’s card', async () => {
    const preloads = (body: string) =>
      [
        ...body.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous">/g),
      ].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(preloads((await app.inject(`/bonds/${bondId}/?lang=chn`)).body)).toEqual([
      '/api/labels/?lang=chn',
      '/api/shell/?lang=chn',
      `/api/bonds/${bondId}/?lang=chn`,
    ]);
    expect(preloads((await app.inject('/?show_labels=1')).body)).toEqual([
      '/api/labels/?lang=eng&show_labels=1',
      '/api/shell/?lang=eng',
    ]);
    const issuerId = (await app.inject(`/api/bonds/${bondId}/`)).json().emitent.id as number;
    expect(preloads((await app.inject(`/company/${issuerId}/?lang=rus`)).body)).toEqual([
      '/api/labels/?lang=rus',
      '/api/shell/?lang=rus',
      `/api/company/${issuerId}/?lang=rus`,
    ]);
    // Each preloaded URL answers.
    for (const page of [`/bonds/${bondId}/`, `/company/${issuerId}/`])
      for (const url of preloads((await app.inject(page)).body))
        expect((await app.inject(url)).statusCode, url).toBe(200);
  });

  it('serves the watchlist and search-results pages with their own titles', async () => {
    const watchlist = await app.inject('/watchlist/?lang=eng');
    expect(watchlist.statusCode).toBe(200);
    expect(watchlist.body).toMatch(/<title>My watchlists/);
    const search = await app.inject('/search/?q=volga&lang=rus');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<html lang="ru-RU"');
  });

  it('answers an unknown module with 404', async () => {
    expect((await app.inject('/api/labels/nope/')).statusCode).toBe(404);
    expect((await app.inject('/api/labels/..%2Fetc/')).statusCode).toBe(400);
  });

  it("puts the bond's name and description in the page's title and meta tags", async () => {
    const response = await app.inject(`/bonds/${bondId}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<title>OFZ 26219 \(SU26219RMFS4\) — Bondsight<\/title>/);
    expect(response.body).toMatch(
      /<meta name="description" content="[^"]*Russian Ministry of Finance/,
    );
    expect(response.body).toContain('<html lang="en-GB"');
    const rus = await app.inject(`/bonds/${bondId}/?lang=rus`);
    expect(rus.body).toMatch(/<title>ОФЗ 26219/);
    expect(rus.body).toContain('<html lang="ru-RU"');
  });

  it('passes the page-global values to the page', async () => {
    const body = (await app.inject(`/bonds/${bondId}/?lang=chn`)).body;
    const json = body.match(
      /<script type="application\/json" id="bs-globals">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ language: 'chn', level: 0, userId: 0 });
  });

  it('answers an unknown bond page and an unknown path with the 404 page', async () => {
    const missing = await app.inject('/bonds/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect((await app.inject('/no/such/page/')).statusCode).toBe(404);
    // A malformed id is read as the web app reads it (contracts' pageIdOf): the page it draws
    // as not found answers 404, even when Number() would read a real bond's id from it.
    const malformed = ['abc', '0', `0x${bondId.toString(16)}`, `${bondId}.0`, ` ${bondId}`];
    for (const id of malformed) {
      const page = await app.inject(`/bonds/${encodeURIComponent(id)}/`);
      expect(page.statusCode, id).toBe(404);
      expect(page.body).toContain('<title>Page not found');
    }
    expect((await app.inject('/company/abc/')).statusCode).toBe(404);
    expect((await app.inject('/api/nothing-here')).json().error.code).toBe('not_found');
  });

  it('serves the admin and tickets pages with their titles and page globals', async () => {
    const admin = await signIn(app, 'operator@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
    const page = await admin.client.get('/admin/?lang=eng');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Admin review — Bondsight</title>');
    expect(page.body).toContain('"isAdmin":true');
    const tickets = await new TestClient(app).get('/tickets/?lang=chn');
    expect(tickets.body).toContain('<title>支持工单 — Bondsight</title>');
  });
});
