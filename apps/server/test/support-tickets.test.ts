import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUnreadReplies, FULL_ACCESS_LEVEL, SUPPORT_TARIFF } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  createTestApp,
  databaseKind,
  databaseMissing,
  TestClient,
  type TestClient as Client,
} from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

const TICKETS = '/api/profile/support/tickets/';

describe.skipIf(databaseMissing)(`support tickets on ${databaseKind}`, () => {
  let app: App;
  let admin: { client: Client; id: number };
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'staff@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
  });
  afterAll(() => app?.close());

  it('loads tickets only for level 1077 or tariff 677', async () => {
    const basic = await signIn(app, 'basic@example.com');
    const denied = await basic.client.get(TICKETS);
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).message).toBe('access_denied_auth');
    expect((await basic.client.post(TICKETS, { subject: 'Hi', body: 'Hello' })).statusCode).toBe(
      403,
    );
    expect((await new TestClient(app).get(TICKETS)).statusCode).toBe(401);

    const tariff = await signIn(app, 'tariff@example.com', 1, { tariffs: [SUPPORT_TARIFF] });
    expect((await tariff.client.get(TICKETS)).json()).toEqual({ tickets: [] });
    const full = await signIn(app, 'full-support@example.com', FULL_ACCESS_LEVEL);
    expect((await full.client.get(TICKETS)).statusCode).toBe(200);
  });

  it('opens a ticket, gets a staff answer (unread), reads it and replies', async () => {
    const { client, id } = await signIn(app, 'ticketer@example.com', FULL_ACCESS_LEVEL);
    const opened = await client.post(TICKETS, {
      subject: ' Missing quotes ',
      body: 'No quotes for OFZ 26230',
    });
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json();
    expect(ticket).toMatchObject({ subject: 'Missing quotes', status: 'open' });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ status_id: 1, contacts_id: id, fromStaff: false }),
    ]);

    const answered = await admin.client.post(`/api/admin/tickets/${ticket.id}/reply/`, {
      body: 'We are on it',
    });
    expect(answered.statusCode).toBe(200);
    // Answering marks the user's messages read for staff.
    expect(answered.json().messages[0].status_id).toBe(2);
    expect(answered.json().messages[1]).toMatchObject({
      fromStaff: true,
      contacts_id: admin.id,
      status_id: 1,
    });

    const list = (await client.get(TICKETS)).json();
    expect(countUnreadReplies(list.tickets)).toBe(1);
    const read = await client.post(`${TICKETS}${ticket.id}/read/`);
    expect(read.statusCode).toBe(200);
    expect(countUnreadReplies([read.json()])).toBe(0);

    const reply = await client.post(`${TICKETS}${ticket.id}/messages/`, { body: 'Thanks!' });
    expect(reply.json().messages).toHaveLength(3);
    const staffView = (await admin.client.get('/api/admin/tickets/')).json().tickets;
    expect(staffView.find((t: { id: number }) => t.id === ticket.id)).toMatchObject({
      email: 'ticketer@example.com',
    });
    const log = (await admin.client.get('/api/admin/decisions/')).json().items;
    expect(log[0]).toMatchObject({ action: 'reply', note: `ticket ${ticket.id}` });
  });

  it("hides other users' tickets and refuses empty messages", async () => {
    const owner = await signIn(app, 'owner@example.com', FULL_ACCESS_LEVEL);
    const ticket = (await owner.client.post(TICKETS, { subject: 'Mine', body: 'Private' })).json();
    const other = await signIn(app, 'other@example.com', FULL_ACCESS_LEVEL);
    expect(
      (await other.client.post(`${TICKETS}${ticket.id}/messages/`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await other.client.post(`${TICKETS}${ticket.id}/read/`)).statusCode).toBe(404);
    expect((await other.client.get(TICKETS)).json()).toEqual({ tickets: [] });

    const empty = await owner.client.post(TICKETS, { subject: '  ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({
      'body.subject': 'field_too_short',
      'body.body': 'field_too_short',
    });
    expect(
      (await admin.client.post('/api/admin/tickets/999999/reply/', { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await owner.client.get(TICKETS)).json().tickets).toHaveLength(1);
  });
});
