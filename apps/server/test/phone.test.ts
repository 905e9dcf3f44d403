import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PHONE_CODE } from '@bondsight/contracts';
import type { App } from '../src/app';
import { phoneCodes, users } from '../src/db/schema/index';
import { smsSenderKind } from '../src/modules/phone/sms-sender';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { csrfGet, errorOf, lastCode, signIn, userId } from './support/shell-fixtures';

const SEND = '/?action=ajaxSendCode';

describe.skipIf(databaseMissing)(`phone confirmation on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /** Moves the user's codes back in time: past the 30 s resend wait, or past expiry. */
  const age = (id: number, seconds: number) =>
    app.db
      .update(phoneCodes)
      .set({
        createdAt: sql`${phoneCodes.createdAt} - make_interval(secs => ${seconds})`,
        expiresAt: sql`${phoneCodes.expiresAt} - make_interval(secs => ${seconds})`,
      })
      .where(eq(phoneCodes.userId, id));

  it('stores a number, sends a code, confirms it once', async () => {
    const { client, id } = await signIn(app, 'phone@example.com');
    const stored = await client.post('/api/profile/update_mob/', { phone: '8 (916) 555-01-01' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ messages: [] });
    expect((await userId(app, 'phone@example.com')).phone).toBe('+79165550101');

    const sent = await csrfGet(client, SEND);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, phone: '+7 916 ***-**-01', resendAfterSeconds: 30 });
    const code = lastCode(app);
    const [row] = await app.db.select().from(phoneCodes).where(eq(phoneCodes.userId, id));
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(
      PHONE_CODE.ttlMinutes * 60_000,
    );

    const confirmed = await client.post('/api/profile/confirm_mob/', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone: '+7 916 ***-**-01' });
    const user = await userId(app, 'phone@example.com');
    expect(user.phone).toBe('+79165550101');
    expect(user.phoneConfirmedAt).toBeInstanceOf(Date);
    expect((await client.get('/api/me')).json()).toMatchObject({ mobileExists: true });

    // A replayed code is refused and changes nothing.
    const replay = await client.post('/api/profile/confirm_mob/', { code });
    expect(replay.statusCode).toBe(409);
    expect(errorOf(replay).message).toBe('phone_code_used');
    // A confirmed number needs no code.
    const again = await csrfGet(client, SEND);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('phone_already_confirmed');
  });

  it.each([
    ['', 'phone_required'],
    ['call me maybe', 'phone_malformed'],
    ['+7 916 555', 'phone_malformed'],
    ['+1 202 555 0143', 'phone_foreign'],
    ['+7 701 555 01 01', 'phone_foreign'],
    ['+7 495 555 01 01', 'phone_not_mobile'],
  ])('refuses %j with %s in messages and stores nothing', async (phone, label) => {
    const { client } = await signIn(app, `bad-${label}-${phone.length}@example.com`);
    const response = await client.post('/api/profile/update_mob/', { phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messages: [label],
      error: { code: 'validation_failed', message: label, fields: { 'body.phone': label } },
    });
    expect((await userId(app, `bad-${label}-${phone.length}@example.com`)).phone).toBeNull();
    expect((await csrfGet(client, SEND)).statusCode).toBe(409);
  });

  it('refuses a wrong and an expired code, and counts wrong tries', async () => {
    const { client, id } = await signIn(app, 'wrong@example.com');
    await client.post('/api/profile/update_mob/', { phone: '+7 916 555 02 02' });
    await csrfGet(client, SEND);
    const code = lastCode(app);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const empty = await client.post('/api/profile/confirm_mob/', { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ 'body.code': 'phone_code_required' });

    const wrong = await client.post('/api/profile/confirm_mob/', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('phone_code_wrong');
    const [row] = await app.db.select().from(phoneCodes).where(eq(phoneCodes.userId, id));
    expect(row?.attempts).toBe(1);

    await age(id, 11 * 60);
    const expired = await client.post('/api/profile/confirm_mob/', { code });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe('phone_code_expired');
    expect((await userId(app, 'wrong@example.com')).phoneConfirmedAt).toBeNull();
  });

  it('stops guessing after five wrong tries', async () => {
    const { client } = await signIn(app, 'guess@example.com');
    await client.post('/api/profile/update_mob/', { phone: '+7 916 555 03 03' });
    await csrfGet(client, SEND);
    const code = lastCode(app);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < PHONE_CODE.maxAttempts; i++)
      await client.post('/api/profile/confirm_mob/', { code: wrongCode });
    const blocked = await client.post('/api/profile/confirm_mob/', { code });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toBe('phone_code_attempts');
  });

  it('sends at most one code per 30 s and five an hour per user', async () => {
    const { client, id } = await signIn(app, 'limits@example.com');
    await client.post('/api/profile/update_mob/', { phone: '+7 916 555 04 04' });
    expect((await csrfGet(client, SEND)).statusCode).toBe(200);
    const tooSoon = await csrfGet(client, SEND);
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon).message).toBe('phone_code_wait');
    for (let i = 1; i < PHONE_CODE.perUserPerHour; i++) {
      await age(id, 31);
      expect((await csrfGet(client, SEND)).statusCode).toBe(200);
    }
    await age(id, 31);
    const tooMany = await csrfGet(client, SEND);
    expect(tooMany.statusCode).toBe(429);
    expect(errorOf(tooMany).message).toBe('phone_code_too_many');
  });

  it('sends at most five codes an hour to one number, whoever asks', async () => {
    const phone = '+79165550505';
    const owner = await signIn(app, 'number-owner@example.com');
    for (let i = 0; i < PHONE_CODE.perPhonePerHour; i++)
      await app.db.insert(phoneCodes).values({
        userId: owner.id,
        phone,
        codeHash: 'x',
        createdAt: new Date(Date.now() - (10 + i) * 60_000),
        expiresAt: new Date(),
      });
    const { client } = await signIn(app, 'number-other@example.com');
    await client.post('/api/profile/update_mob/', { phone });
    const response = await csrfGet(client, SEND);
    expect(response.statusCode).toBe(429);
    expect(errorOf(response).message).toBe('phone_code_too_many');
  });

  it('keeps a number on one account only', async () => {
    await app.db
      .update(users)
      .set({ phone: '+79165550606', phoneConfirmedAt: new Date() })
      .where(eq(users.id, (await signIn(app, 'first@example.com')).id));
    const { client } = await signIn(app, 'second@example.com');
    const response = await client.post('/api/profile/update_mob/', { phone: '+7 916 555 06 06' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ messages: ['phone_taken'] });
  });

  it('needs a session, a pending number and the CSRF header to send a code', async () => {
    const visitor = new TestClient(app);
    const anonymous = await csrfGet(visitor, SEND);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toEqual({ code: 'need_auth', message: 'need_auth' });
    // CSRF is checked first: a forged call learns nothing, not even whether it needs a session.
    expect(errorOf(await visitor.get(SEND)).code).toBe('csrf_failed');
    expect(
      (await visitor.post('/api/profile/update_mob/', { phone: '+79165550707' })).statusCode,
    ).toBe(401);
    const { client } = await signIn(app, 'nocsrf@example.com');
    const forged = await client.get(SEND);
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('csrf_failed');
    const noNumber = await csrfGet(client, SEND);
    expect(noNumber.statusCode).toBe(409);
    expect(errorOf(noNumber).message).toBe('phone_not_set');
    const noCode = await client.post('/api/profile/confirm_mob/', { code: '123456' });
    expect(noCode.statusCode).toBe(400);
    expect(errorOf(noCode).message).toBe('phone_code_not_sent');
  });

  it('refuses a malformed body', async () => {
    const { client } = await signIn(app, 'malformed@example.com');
    const notString = await client.post('/api/profile/update_mob/', { phone: 79165550808 });
    expect(notString.statusCode).toBe(400);
    expect(errorOf(notString).fields).toEqual({ 'body.phone': 'field_invalid_type' });
    const tooLong = await client.post('/api/profile/confirm_mob/', { code: '1'.repeat(40) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('still serves the home page at / when no action or another one is asked', async () => {
    const home = await new TestClient(app).get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    const other = await new TestClient(app).get('/?action=somethingElse');
    expect(other.headers['content-type']).toContain('text/html');
  });

  it('shows sent codes on /dev/outbox with the outbox sender', async () => {
    const { client } = await signIn(app, 'outbox@example.com');
    await client.post('/api/profile/update_mob/', { phone: '+7 916 555 09 09' });
    await csrfGet(client, SEND);
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
