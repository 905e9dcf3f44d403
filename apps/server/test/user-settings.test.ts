import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { userSettings } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

describe.skipIf(databaseMissing)(`user settings (hints) on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('answers a settings object with hints on by default, and saves hints off', async () => {
    const { client, id } = await signIn(app, 'hints@example.com');
    expect((await client.get('/api/user/settings/')).json()).toEqual({ hints: true });
    const saved = await client.post('/api/user/set-settings/', {
      sid: id,
      settings: { hints: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: { hints: false } });
    expect((await client.get('/api/user/settings/')).json()).toEqual({ hints: false });
  });

  it('merges into what is stored and keeps other keys', async () => {
    const { client, id } = await signIn(app, 'merge@example.com');
    await app.db.insert(userSettings).values({ userId: id, settings: { theme: 'dark' } });
    await client.post('/api/user/set-settings/', { sid: id, settings: { hints: false } });
    const [row] = await app.db.select().from(userSettings).where(eq(userSettings.userId, id));
    expect(row?.settings).toEqual({ theme: 'dark', hints: false });
  });

  it("keeps each table's chosen columns, merging tables, and refuses malformed ids", async () => {
    const { client, id } = await signIn(app, 'columns@example.com');
    const save = (columns: unknown) =>
      client.post('/api/user/set-settings/', { sid: id, settings: { columns } });
    expect((await save({ home_list: ['name', 'yield', 'duration'] })).statusCode).toBe(200);
    const saved = await save({ watchlist: ['isin'] });
    expect(saved.json()).toEqual({
      settings: {
        hints: true,
        columns: { home_list: ['name', 'yield', 'duration'], watchlist: ['isin'] },
      },
    });
    await save({ home_list: ['name'] });
    expect((await client.get('/api/user/settings/')).json()).toEqual({
      hints: true,
      columns: { home_list: ['name'], watchlist: ['isin'] },
    });
    const bad = await save({ 'Home List': ['name'] });
    expect(bad.statusCode).toBe(400);
    expect((await save({ home_list: ['<script>'] })).statusCode).toBe(400);
  });

  it('refuses visitors: they keep settings in a cookie', async () => {
    const visitor = new TestClient(app);
    const read = await visitor.get('/api/user/settings/');
    expect(read.statusCode).toBe(401);
    expect(errorOf(read).message).toBe('need_auth');
    const write = await visitor.post('/api/user/set-settings/', {
      sid: 1,
      settings: { hints: false },
    });
    expect(write.statusCode).toBe(401);
  });

  it('refuses a sid of another user and changes nothing', async () => {
    const { client, id } = await signIn(app, 'sid@example.com');
    const response = await client.post('/api/user/set-settings/', {
      sid: id + 1000,
      settings: { hints: false },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      message: 'settings_sid_mismatch',
      fields: { 'body.sid': 'settings_sid_mismatch' },
    });
    expect((await client.get('/api/user/settings/')).json()).toEqual({ hints: true });
  });

  it('refuses unknown settings, wrong types and a missing sid', async () => {
    const { client, id } = await signIn(app, 'bad-settings@example.com');
    const unknown = await client.post('/api/user/set-settings/', {
      sid: id,
      settings: { admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ 'body.settings.admin': 'field_unknown' });
    const wrongType = await client.post('/api/user/set-settings/', {
      sid: id,
      settings: { hints: 'no' },
    });
    expect(errorOf(wrongType).fields).toEqual({ 'body.settings.hints': 'field_invalid_type' });
    const noSid = await client.post('/api/user/set-settings/', { settings: { hints: false } });
    expect(errorOf(noSid).fields).toEqual({ 'body.sid': 'field_required' });
    expect((await client.get('/api/user/settings/')).json()).toEqual({ hints: true });
  });

  it('refuses a write without the CSRF header', async () => {
    const { client, id } = await signIn(app, 'csrf-settings@example.com');
    const response = await client.post(
      '/api/user/set-settings/',
      { sid: id, settings: { hints: false } },
      { 'x-csrf-token': 'forged' },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf_failed');
  });
});
