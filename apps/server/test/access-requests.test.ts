import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  accessRequests,
  commentProviders,
  marketParticipants,
  tradingGrounds,
} from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { csrfGet, errorOf, signIn } from './support/shell-fixtures';

const quotes = (id: number) => `/api/bonds/submit_quotes_access_request/${id}/`;
const files = (id: number) => `/api/comments/create_comments_access_request/${id}/`;

describe.skipIf(databaseMissing)(
  `quotes and comment-file access requests on ${databaseKind}`,
  () => {
    let app: App;
    let moderated = 0;
    let open = 0;
    beforeAll(async () => {
      app = await createTestApp();
      await app.db.insert(tradingGrounds).values([
        { id: 9001, names: { eng: 'Dealer One', rus: 'Дилер Один' }, isExchange: false },
        { id: 9002, names: { eng: 'Exchange Two' } },
      ]);
      await app.db.insert(marketParticipants).values({ id: 9001, hideQuotes: true });
      const providers = await app.db
        .insert(commentProviders)
        .values([
          { names: { eng: 'Broker Notes' }, moderated: true },
          { names: { eng: 'Open Notes' }, moderated: false },
        ])
        .returning();
      moderated = providers[0]!.id;
      open = providers[1]!.id;
    });
    afterAll(() => app?.close());

    it('sends a quotes request once: sent, then already sent', async () => {
      const { client, id } = await signIn(app, 'quotes@example.com');
      const sent = await csrfGet(client, quotes(9001));
      expect(sent.statusCode).toBe(200);
      const item = sent.json().response.items[0];
      expect(item.success.numeric).toBeGreaterThan(0);
      expect(item).toMatchObject({ state: 'sent', label: 'request_sent' });

      const twice = await csrfGet(client, quotes(9001));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        response: { items: [{ success: { numeric: 0 }, state: 'already_sent' }] },
        error: { code: 'conflict', message: 'already_send_request_label' },
      });
      const rows = await app.db.select().from(accessRequests).where(eq(accessRequests.userId, id));
      expect(rows).toEqual([
        expect.objectContaining({ kind: 'quotes', subjectId: 9001, status: 'sent' }),
      ]);
    });

    it('forbids asking a ground that is no market participant; 404 for no ground', async () => {
      const { client } = await signIn(app, 'forbidden@example.com');
      const forbidden = await csrfGet(client, quotes(9002));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({
        response: {
          items: [
            { success: { numeric: 0 }, state: 'forbidden', label: 'forbidden_request_label' },
          ],
        },
      });
      expect((await csrfGet(client, quotes(123456))).statusCode).toBe(404);
      expect(
        (await csrfGet(client, '/api/bonds/submit_quotes_access_request/abc/')).statusCode,
      ).toBe(400);
    });

    it('reports a rejected request as rejected', async () => {
      const { client } = await signIn(app, 'rejected@example.com');
      const sent = await csrfGet(client, quotes(9001));
      const admin = await signIn(app, 'rejecting-admin@example.com', FULL_ACCESS_LEVEL, {
        isAdmin: true,
      });
      const requestId = sent.json().response.items[0].success.numeric;
      await admin.client.post(`/api/admin/requests/${requestId}/decision/`, { decision: 'reject' });
      const again = await csrfGet(client, quotes(9001));
      expect(again.statusCode).toBe(403);
      expect(again.json().response.items[0]).toMatchObject({
        state: 'rejected',
        label: 'request_rejected',
      });
    });

    it('needs the CSRF header and a session though it is a GET', async () => {
      const { client } = await signIn(app, 'quotes-csrf@example.com');
      const forged = await client.get(quotes(9001));
      expect(forged.statusCode).toBe(403);
      expect(errorOf(forged).code).toBe('csrf_failed');
      const visitor = await csrfGet(new TestClient(app), quotes(9001));
      expect(visitor.statusCode).toBe(401);
      expect(errorOf(visitor).code).toBe('need_auth');
      expect((await client.get(files(moderated))).statusCode).toBe(403);
    });

    it('asks a moderated provider for its files once', async () => {
      const { client } = await signIn(app, 'files@example.com');
      const sent = await csrfGet(client, files(moderated));
      expect(sent.statusCode).toBe(200);
      expect(sent.json().response.items[0].success.numeric).toBeGreaterThan(0);
      const twice = await csrfGet(client, files(moderated));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().response.items[0].state).toBe('already_sent');
      const free = await csrfGet(client, files(open));
      expect(free.statusCode).toBe(403);
      expect(free.json().response.items[0].state).toBe('forbidden');
      expect((await csrfGet(client, files(999999))).statusCode).toBe(404);
    });

    it('answers a visitor with no items: not authenticated', async () => {
      const response = await csrfGet(new TestClient(app), files(moderated));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        response: { items: [] },
        error: { code: 'need_auth' },
      });
    });
  },
);
