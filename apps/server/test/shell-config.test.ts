import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { siteSettings } from '../src/db/schema/index';
import { smsSenderKind } from '../src/modules/phone/sms-sender';
import {
  createTestApp,
  databaseKind,
  databaseMissing,
  TestClient,
  type TestClient as Client,
} from './support/test-app';
import { csrfGet, errorOf, signIn } from './support/shell-fixtures';

describe.skipIf(databaseMissing)(`shell settings, pages and outbox on ${databaseKind}`, () => {
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
    const log = (await admin.client.get('/api/admin/decisions/')).json().items;
    expect(
      log
        .slice(0, 3)
        .map((d: { note: string }) => d.note)
        .sort(),
    ).toEqual(['banner', 'menu', 'mobile_app']);
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

  it('serves the admin and tickets pages with their titles and page globals', async () => {
    const page = await admin.client.get('/admin/?lang=eng');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Admin review — Bondsight</title>');
    expect(page.body).toContain('"isAdmin":true');
    const tickets = await new TestClient(app).get('/tickets/?lang=chn');
    expect(tickets.body).toContain('<title>支持工单 — Bondsight</title>');
  });

  it('still serves the home page at / when no action is asked', async () => {
    const home = await new TestClient(app).get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    const other = await new TestClient(app).get('/?action=somethingElse');
    expect(other.headers['content-type']).toContain('text/html');
  });

  it('shows sent codes on /dev/outbox with the outbox sender', async () => {
    const { client } = await signIn(app, 'outbox@example.com');
    await client.post('/api/profile/update_mob/', { phone: '+7 916 555 09 09' });
    await csrfGet(client, '/?action=ajaxSendCode');
    const outbox = await new TestClient(app).get('/dev/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('+79165550909');
    expect(outbox.body).toMatch(/Bondsight code: \d{6}/);
  });
});

describe('SMS sender choice', () => {
  it('defaults to outbox outside production and to log in production', () => {
    expect(smsSenderKind({ NODE_ENV: 'test' })).toBe('outbox');
    expect(smsSenderKind({ NODE_ENV: 'production' })).toBe('log');
    expect(smsSenderKind({ NODE_ENV: 'production', SMS_SENDER: 'outbox' })).toBe('outbox');
    expect(() => smsSenderKind({ SMS_SENDER: 'carrier-pigeon' })).toThrow(/SMS_SENDER/);
  });

  it.skipIf(databaseMissing)('serves no outbox page with the log sender', async () => {
    const previous = process.env.SMS_SENDER;
    process.env.SMS_SENDER = 'log';
    const app = await createTestApp();
    try {
      expect((await new TestClient(app).get('/dev/outbox')).statusCode).toBe(404);
    } finally {
      if (previous === undefined) delete process.env.SMS_SENDER;
      else process.env.SMS_SENDER = previous;
      await app.close();
    }
  });
});
