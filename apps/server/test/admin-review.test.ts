import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  accessRequests,
  adminDecisions,
  commentProviders,
  marketParticipants,
  tradingGrounds,
} from '../src/db/schema/index';
import {
  createTestApp,
  databaseKind,
  databaseMissing,
  TestClient,
  type TestClient as Client,
} from './support/test-app';
import { csrfGet, errorOf, signIn, userId } from './support/shell-fixtures';

describe.skipIf(databaseMissing)(`admin review on ${databaseKind}`, () => {
  let app: App;
  let admin: { client: Client; id: number };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
    await app.db
      .insert(tradingGrounds)
      .values({ id: 9101, names: { eng: 'Dealer Bank', rus: 'Банк-дилер' } });
    await app.db.insert(marketParticipants).values({ id: 9101 });
  });
  afterAll(() => app?.close());

  const decide = (id: number, decision: 'approve' | 'reject', client = admin.client) =>
    client.post(`/api/admin/requests/${id}/decision/`, { decision, note: 'checked by phone' });

  it('lists every kind of request with who asked and about what', async () => {
    const user = await signIn(app, 'asker@example.com');
    await user.client.post('/api/profile/pa/subscr_send_request/', {
      tariff: 676,
      contactPersonId: admin.id,
    });
    await csrfGet(user.client, '/api/bonds/submit_quotes_access_request/9101/');
    const [provider] = await app.db
      .insert(commentProviders)
      .values({ names: { eng: 'Research House' }, moderated: true })
      .returning();
    await csrfGet(user.client, `/api/comments/create_comments_access_request/${provider!.id}/`);
    const full = await signIn(app, 'asker-full@example.com', FULL_ACCESS_LEVEL);
    await full.client.post('/api/profile/pa/subscr_expand_request/', { tariff: 677 });

    const list = await admin.client.get('/api/admin/requests/?lang=rus');
    expect(list.statusCode).toBe(200);
    const items = list.json().items as {
      kind: string;
      subjectName: string | null;
      email: string;
    }[];
    expect(items.map((i) => i.kind).sort()).toEqual([
      'comment_file',
      'paid_access',
      'paid_access_expand',
      'quotes',
    ]);
    expect(items.find((i) => i.kind === 'quotes')?.subjectName).toBe('Банк-дилер');
    expect(items.find((i) => i.kind === 'comment_file')?.subjectName).toBe('Research House');
    expect(items.find((i) => i.kind === 'paid_access')).toMatchObject({
      subjectName: 'admin@example.com',
      email: 'asker@example.com',
      level: 1,
      tariff: 676,
      status: 'sent',
    });
  });

  it('approves paid access: level 1077 with the tariff, logged with who and when', async () => {
    const user = await signIn(app, 'approve-me@example.com');
    const { requestId } = (
      await user.client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 677,
        contactPersonId: 0,
      })
    ).json();
    const before = Date.now();
    const approved = await decide(requestId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'admin@example.com' });

    const account = await userId(app, 'approve-me@example.com');
    expect(account.level).toBe(FULL_ACCESS_LEVEL);
    expect(account.tariffs).toEqual([677]);
    // The user's next call sees the new level: the session reads the account each time.
    expect((await user.client.get('/api/me')).json()).toMatchObject({
      level: FULL_ACCESS_LEVEL,
    });

    const [request] = await app.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, requestId));
    expect(request).toMatchObject({ status: 'approved', checked: true, decidedBy: admin.id });
    const log = await app.db
      .select()
      .from(adminDecisions)
      .where(eq(adminDecisions.requestId, requestId));
    expect(log).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'approve', note: 'checked by phone' }),
    ]);
    expect(log[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = (await admin.client.get('/api/admin/decisions/')).json().items;
    expect(listed[0]).toMatchObject({
      action: 'approve',
      requestId,
      adminEmail: 'admin@example.com',
    });

    // Deciding twice is refused and changes nothing.
    const twice = await decide(requestId, 'reject');
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('request_already_decided');
    expect((await userId(app, 'approve-me@example.com')).level).toBe(FULL_ACCESS_LEVEL);
  });

  it('rejects without changing the account; approving an expansion adds the tariff once', async () => {
    const user = await signIn(app, 'reject-me@example.com');
    const { requestId } = (
      await user.client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 675,
        contactPersonId: 0,
      })
    ).json();
    expect((await decide(requestId, 'reject')).json()).toMatchObject({ status: 'rejected' });
    expect((await userId(app, 'reject-me@example.com')).level).toBe(1);
    // After a rejection the user may ask again.
    expect((await user.client.get('/api/me')).json()).toMatchObject({ paStatusConfirm: 1 });

    const full = await signIn(app, 'expand-me@example.com', FULL_ACCESS_LEVEL, { tariffs: [675] });
    const expand = (
      await full.client.post('/api/profile/pa/subscr_expand_request/', { tariff: 676 })
    ).json();
    await decide(expand.requestId, 'approve');
    expect((await userId(app, 'expand-me@example.com')).tariffs).toEqual([675, 676]);
    expect((await full.client.get('/api/me')).json()).toMatchObject({
      paSendExpand: 0,
      tariffs: [675, 676],
    });
  });

  it('refuses non-admins and visitors on every admin endpoint, and changes nothing', async () => {
    const user = await signIn(app, 'not-admin@example.com', FULL_ACCESS_LEVEL);
    const { requestId } = (
      await (
        await signIn(app, 'victim@example.com')
      ).client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 675,
        contactPersonId: 0,
      })
    ).json();
    const calls = [
      () => user.client.get('/api/admin/requests/'),
      () => decide(requestId, 'approve', user.client),
      () => user.client.get('/api/admin/decisions/'),
      () => user.client.get('/api/admin/tickets/'),
      () => user.client.post('/api/admin/tickets/1/reply/', { body: 'hi' }),
      () => user.client.get('/api/admin/site-settings/'),
      () =>
        user.client.post('/api/admin/site-settings/banner/', {
          value: { enabled: false, text: 'x' },
        }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('access_denied_auth');
    }
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/admin/requests/')).statusCode).toBe(401);
    expect((await userId(app, 'victim@example.com')).level).toBe(1);
    const [request] = await app.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.id, requestId));
    expect(request?.status).toBe('sent');
  });

  it('refuses a bad decision, an unknown request and a bad filter', async () => {
    const bad = await admin.client.post('/api/admin/requests/1/decision/', { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ 'body.decision': 'field_invalid_value' });
    expect((await decide(999999, 'approve')).statusCode).toBe(404);
    expect((await admin.client.get('/api/admin/requests/?status=everything')).statusCode).toBe(400);
  });
});
