import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { accessRequests } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

const SEND = '/api/profile/pa/subscr_send_request/';
const EXPAND = '/api/profile/pa/subscr_expand_request/';

describe.skipIf(databaseMissing)(`paid access requests on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const requestsOf = (userId: number) =>
    app.db.select().from(accessRequests).where(eq(accessRequests.userId, userId));

  it('sends a request once; paStatusConfirm becomes 0 in the answer, /api/me and the page', async () => {
    const { client, id } = await signIn(app, 'pa@example.com');
    expect((await client.get('/api/me')).json()).toMatchObject({
      paStatusConfirm: 1,
      paSendExpand: 0,
    });
    const sent = await client.post(SEND, { tariff: 675, contactPersonId: 0 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ paStatusConfirm: 0, paSendExpand: 0 });
    expect(sent.json().requestId).toBeGreaterThan(0);
    expect((await client.get('/api/me')).json()).toMatchObject({ paStatusConfirm: 0 });
    expect((await client.get('/')).body).toContain('"paStatusConfirm":0');

    const twice = await client.post(SEND, { tariff: 676, contactPersonId: 0 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({
      code: 'conflict',
      message: 'already_send_request_label',
    });
    const rows = await requestsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'paid_access',
      tariff: 675,
      status: 'sent',
      subjectId: null,
    });
  });

  it('keeps the contact person (an administrator) and drops anyone else without telling', async () => {
    const admin = await signIn(app, 'contact-admin@example.com', FULL_ACCESS_LEVEL, {
      isAdmin: true,
    });
    const { client, id } = await signIn(app, 'contact@example.com');
    const notStaff = await client.post(SEND, { tariff: 675, contactPersonId: id });
    expect(notStaff.statusCode).toBe(200);
    expect((await requestsOf(id))[0]?.subjectId).toBeNull();
    const other = await signIn(app, 'contact-2@example.com');
    expect(
      (await other.client.post(SEND, { tariff: 675, contactPersonId: admin.id })).statusCode,
    ).toBe(200);
    expect((await requestsOf(other.id))[0]?.subjectId).toBe(admin.id);
  });

  it('refuses an unknown tariff, a malformed body, a visitor and a full-access user', async () => {
    const { client, id } = await signIn(app, 'pa-bad@example.com');
    const unknown = await client.post(SEND, { tariff: 999, contactPersonId: 0 });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ 'body.tariff': 'pa_tariff_unknown' });
    const malformed = await client.post(SEND, { tariff: 'gold' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toMatchObject({ 'body.tariff': 'field_invalid_type' });
    expect(await requestsOf(id)).toHaveLength(0);

    const visitor = await new TestClient(app).post(SEND, { tariff: 675, contactPersonId: 0 });
    expect(visitor.statusCode).toBe(401);

    const full = await signIn(app, 'pa-full@example.com', FULL_ACCESS_LEVEL);
    const already = await full.client.post(SEND, { tariff: 675, contactPersonId: 0 });
    expect(already.statusCode).toBe(409);
    expect(errorOf(already).message).toBe('pa_already_full');
    expect((await full.client.get('/api/me')).json()).toMatchObject({ paStatusConfirm: 0 });
  });

  it('expands full access with a tariff once; paSendExpand becomes 1', async () => {
    const { client, id } = await signIn(app, 'expand@example.com', FULL_ACCESS_LEVEL, {
      tariffs: [675],
    });
    const held = await client.post(EXPAND, { tariff: 675 });
    expect(held.statusCode).toBe(409);
    expect(errorOf(held).message).toBe('pa_tariff_held');
    const sent = await client.post(EXPAND, { tariff: 677 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ paSendExpand: 1 });
    expect((await client.get('/api/me')).json()).toMatchObject({ paSendExpand: 1 });
    const twice = await client.post(EXPAND, { tariff: 676 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('already_send_request_label');
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('refuses an expansion without full access', async () => {
    const { client, id } = await signIn(app, 'expand-basic@example.com');
    const response = await client.post(EXPAND, { tariff: 677 });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('access_denied_auth');
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it('gives the right globals right after signing in', async () => {
    const { client } = await signIn(app, 'globals@example.com');
    await client.post(SEND, { tariff: 675, contactPersonId: 0 });
    await client.post('/api/auth/sign-out');
    const again = await client.post('/api/auth/sign-in', {
      email: 'globals@example.com',
      password: 'correct horse battery',
    });
    expect(again.json()).toMatchObject({ paStatusConfirm: 0, email: 'globals@example.com' });
  });
});
