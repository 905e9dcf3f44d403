import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { adminDecisions, siteSettings } from '../src/db/schema/index';
import {
  createTestApp,
  databaseKind,
  databaseMissing,
  TestClient,
  type TestClient as Client,
} from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

describe.skipIf(databaseMissing)(`site settings on ${databaseKind}`, () => {
  let app: App;
  let admin: { client: Client; id: number };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'operator@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
  });
  afterAll(() => app?.close());
  afterEach(() => app.db.delete(siteSettings));

  it('serves the default menu and house banner in the interface language', async () => {
    const visitor = new TestClient(app);
    const eng = (await visitor.get('/api/shell/?lang=eng')).json();
    expect(eng.menu.map((item: { ttl: string }) => item.ttl)).toEqual([
      'Bonds',
      'Data and API',
      'Support',
    ]);
    const links = eng.menu[0].items[0].links;
    expect(links[0]).toEqual({ ttl: 'All bonds', url: '/', target_blank: false, active: true });
    expect(links[1]).toMatchObject({ url: null, active: false });
    expect(eng.menu[1].items[0].links[0]).toMatchObject({ url: '/api/docs', target_blank: true });
    expect(eng.banner).toMatchObject({
      id: 'house',
      url: '/api/docs',
      linkText: 'Explore the API',
    });
    expect(eng.mobileApp).toEqual({ ios: null, android: null });
    const rus = (await visitor.get('/api/shell/?lang=rus')).json();
    expect(rus.menu[0].ttl).toBe('Облигации');
  });

  it('lets an operator store a menu, a banner and store links, each checked and logged', async () => {
    const menu = [
      {
        id: 7,
        ttl: { eng: 'Markets', rus: 'Рынки' },
        url: '/markets/',
        items: [
          { ttl: 'menu_col_api', links: [{ ttl: 'Docs', url: '/api/docs', target_blank: true }] },
        ],
      },
      { id: 8, ttl: 'Hidden', show: false },
    ];
    const stored = await admin.client.post('/api/admin/site-settings/menu/', { value: menu });
    expect(stored.statusCode).toBe(200);
    await admin.client.post('/api/admin/site-settings/banner/', {
      value: { enabled: false, text: 'x' },
    });
    await admin.client.post('/api/admin/site-settings/mobile_app/', {
      value: { ios: 'https://apps.apple.com/app/id1', android: null },
    });
    const shell = (await new TestClient(app).get('/api/shell/?lang=rus')).json();
    expect(shell.menu).toEqual([
      {
        id: 7,
        ttl: 'Рынки',
        url: '/markets/',
        show: true,
        items: [
          {
            ttl: 'Открытый API',
            links: [{ ttl: 'Docs', url: '/api/docs', target_blank: true, active: true }],
          },
        ],
      },
    ]);
    expect(shell.banner).toBeNull();
    expect(shell.mobileApp.ios).toBe('https://apps.apple.com/app/id1');
    const log = await app.db
      .select()
      .from(adminDecisions)
      .where(eq(adminDecisions.adminId, admin.id))
      .orderBy(desc(adminDecisions.id))
      .limit(3);
    expect(log.map((d) => [d.action, d.note]).sort()).toEqual([
      ['site_settings', 'banner'],
      ['site_settings', 'menu'],
      ['site_settings', 'mobile_app'],
    ]);
  });

  it('shows an operator the settings in force: the defaults, then what was stored', async () => {
    const defaults = await admin.client.get('/api/admin/site-settings/');
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toMatchObject({
      banner: { enabled: true, id: 'house', text: 'banner_text' },
      mobile_app: { ios: null, android: null },
    });
    expect(defaults.json().menu).toHaveLength(3);
    const stored = await admin.client.post('/api/admin/site-settings/banner/', {
      value: { enabled: true, text: { eng: 'Our own portal' } },
    });
    // Answers the value as stored, defaults filled in.
    expect(stored.json()).toEqual({
      value: {
        enabled: true,
        id: 'house',
        text: { eng: 'Our own portal' },
        linkText: null,
        url: null,
      },
    });
    expect((await admin.client.get('/api/admin/site-settings/')).json().banner).toEqual(
      stored.json().value,
    );
  });

  it('keeps the settings to administrators', async () => {
    const visitor = new TestClient(app);
    const read = await visitor.get('/api/admin/site-settings/');
    expect(read.statusCode).toBe(401);
    expect(errorOf(read).message).toBe('need_auth');
    const user = await signIn(app, 'not-operator@example.com', FULL_ACCESS_LEVEL);
    const write = await user.client.post('/api/admin/site-settings/menu/', { value: [] });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).message).toBe('access_denied_auth');
    expect((await new TestClient(app).get('/api/shell/')).json().menu).toHaveLength(3);
  });

  it('refuses an invalid setting and keeps what was there', async () => {
    const bad = await admin.client.post('/api/admin/site-settings/menu/', {
      value: [{ id: 1, ttl: 'X', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ message: 'site_setting_invalid' });
    expect(
      (await admin.client.post('/api/admin/site-settings/colours/', { value: 1 })).statusCode,
    ).toBe(400);
    expect((await new TestClient(app).get('/api/shell/')).json().menu).toHaveLength(3);
  });

  it('falls back to the defaults when a stored row is broken', async () => {
    await app.db.insert(siteSettings).values({ key: 'menu', value: { not: 'a menu' } });
    const shell = (await new TestClient(app).get('/api/shell/')).json();
    expect(shell.menu).toHaveLength(3);
  });
});
