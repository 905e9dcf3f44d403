import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBody, FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import errors, { frameworkErrors } from '../src/plugins/errors';
import { emissions } from '../src/db/schema/index';
import {
  createSeededTestApp,
  createTestApp,
  databaseKind,
  databaseMissing,
  TestClient,
  type TestClient as Client,
} from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

/**
 * Issue 10, item 5: every bad input is a 4xx with our error shape. Each case here answered
 * 500 (or Fastify's own error body) before its fix.
 */

type Response = Awaited<ReturnType<App['inject']>>;

/** A 4xx in `{ error: { code, message, fields } }`, never a 5xx. */
function expectOurError(response: Response, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(ErrorBody.safeParse(response.json()).success, response.body).toBe(true);
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

describe.skipIf(databaseMissing)(`bad input on ${databaseKind}`, () => {
  let app: App;
  let admin: { client: Client; id: number };
  let user: { client: Client; id: number };
  let bondId: number;
  beforeAll(async () => {
    app = await createSeededTestApp({ rateLimitPerMinute: 1_000_000 });
    admin = await signIn(app, 'bad-input-admin@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
    user = await signIn(app, 'bad-input-user@example.com', FULL_ACCESS_LEVEL);
    const [row] = await app.db.select({ id: emissions.id }).from(emissions).limit(1);
    bondId = row!.id;
  });
  afterAll(() => app?.close());

  describe('NUL bytes and lone surrogates in text', () => {
    const TICKETS = '/api/profile/support/tickets/';

    it('refuses a NUL byte in a ticket subject or body', async () => {
      const subject = await user.client.post(TICKETS, { subject: NUL, body: 'Hello' });
      expectOurError(subject, 400);
      expect(errorOf(subject).fields).toEqual({ 'body.subject': 'field_invalid_characters' });
      const body = await user.client.post(TICKETS, { subject: 'Hi', body: NUL });
      expectOurError(body, 400);
      expect(errorOf(body).fields).toEqual({ 'body.body': 'field_invalid_characters' });
      const surrogate = await user.client.post(TICKETS, { subject: LONE_SURROGATE, body: 'x' });
      expectOurError(surrogate, 400);
    });

    it('refuses a NUL byte in a reply, the user’s or the staff’s', async () => {
      const opened = await user.client.post(TICKETS, { subject: 'Hi', body: 'Hello' });
      expect(opened.statusCode).toBe(201);
      const id = opened.json().id as number;
      const reply = await user.client.post(`${TICKETS}${id}/messages/`, { body: NUL });
      expectOurError(reply, 400);
      expect(errorOf(reply).fields).toEqual({ 'body.body': 'field_invalid_characters' });
      const staff = await admin.client.post(`/api/admin/tickets/${id}/reply/`, { body: NUL });
      expectOurError(staff, 400);
      expect(errorOf(staff).fields).toEqual({ 'body.body': 'field_invalid_characters' });
    });

    it('refuses a NUL byte in an admin decision note', async () => {
      const asker = await signIn(app, 'bad-input-asker@example.com');
      const sent = await asker.client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 675,
        contactPersonId: 0,
      });
      expect(sent.statusCode).toBe(200);
      const requestId = sent.json().requestId as number;
      const decided = await admin.client.post(`/api/admin/requests/${requestId}/decision/`, {
        decision: 'reject',
        note: NUL,
      });
      expectOurError(decided, 400);
      expect(errorOf(decided).fields).toEqual({ 'body.note': 'field_invalid_characters' });
    });

    it('refuses NUL bytes and lone surrogates anywhere in a site setting', async () => {
      const banner = (text: string) =>
        admin.client.post('/api/admin/site-settings/banner/', {
          value: { enabled: true, text: { eng: text } },
        });
      for (const text of [NUL, LONE_SURROGATE]) {
        const response = await banner(text);
        expectOurError(response, 400);
        expect(errorOf(response).message).toBe('validation_failed');
      }
      const url = await admin.client.post('/api/admin/site-settings/mobile_app/', {
        value: { ios: `/app${NUL}`, android: null },
      });
      expectOurError(url, 400);
      // Not even an unknown key of the stored JSON may hold one.
      const key = await admin.client.post('/api/admin/site-settings/menu/', {
        value: [{ id: 1, ttl: 'menu_bonds', [`x${NUL}`]: 1 }],
      });
      expectOurError(key, 400);
      expect((await admin.client.get('/api/admin/site-settings/')).statusCode).toBe(200);
    });
  });

  describe('integers beyond int4', () => {
    it('refuses a trading ground beyond int4 on the archive and its export', async () => {
      const archive = await app.inject(`/api/bonds/${bondId}/archive/?tg=2147483648`);
      expectOurError(archive, 400);
      expect(errorOf(archive).fields).toEqual({ 'querystring.tg': 'field_invalid_value' });
      const exported = await user.client.get(`/api/bonds/${bondId}/archive/export/?tg=2147483648`);
      expectOurError(exported, 400);
      expect(errorOf(exported).fields).toEqual({ 'querystring.tg': 'field_invalid_value' });
      const largest = await app.inject(`/api/bonds/${bondId}/archive/?tg=2147483647`);
      expect(largest.statusCode).toBe(200);
    });

    it('refuses a contact person beyond int4', async () => {
      const asker = await signIn(app, 'bad-input-contact@example.com');
      const response = await asker.client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 675,
        contactPersonId: 2147483648,
      });
      expectOurError(response, 400);
      expect(errorOf(response).fields).toEqual({ 'body.contactPersonId': 'field_invalid_value' });
      const tariff = await asker.client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 2 ** 53,
        contactPersonId: 0,
      });
      expectOurError(tariff, 400);
    });

    it('refuses a settings sid beyond int4', async () => {
      const response = await user.client.post('/api/user/set-settings/', {
        sid: 2147483648,
        settings: { hints: false },
      });
      expectOurError(response, 400);
    });
  });

  it('refuses export dates outside 1900..2200 (year 0000)', async () => {
    for (const query of ['from=0000-01-01', 'to=0000-12-31', 'from=9999-12-31']) {
      const response = await user.client.get(`/api/bonds/${bondId}/archive/export/?${query}`);
      expectOurError(response, 400);
    }
    const fine = await user.client.get(
      `/api/bonds/${bondId}/archive/export/?from=2000-01-01&to=2100-01-01`,
    );
    expect(fine.statusCode).toBe(200);
  });

  describe('request targets the URL parser refuses', () => {
    for (const url of ['//[', '//[?lang=rus', '/%', '/bonds/%E0%A4%A/', '/api/%/']) {
      it(`answers ${url} without a 500`, async () => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
      });
    }
    it('reads ?lang= from a target `new URL` refuses, and ignores a bad escape in it', async () => {
      const page = await app.inject('//[?lang=rus');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('lang="ru');
      expect((await app.inject('/api/me?lang=%')).json().language).toBe('eng');
    });
    it('answers a very long URL without a 500', async () => {
      const response = await app.inject(`/bonds/${'x'.repeat(100_000)}`);
      expect(response.statusCode).toBeLessThan(500);
      const api = await app.inject(`/api/bonds/?${'a=1&'.repeat(20_000)}`);
      expect(api.statusCode).toBeLessThan(500);
    });
  });

  describe("Fastify's own errors come in our shape", () => {
    it('malformed JSON', async () => {
      const response = await user.client.post('/api/user/set-settings/', '{"sid":', {
        'content-type': 'application/json',
      });
      expectOurError(response, 400);
    });
    it('an empty JSON body', async () => {
      const response = await user.client.post('/api/user/set-settings/', '', {
        'content-type': 'application/json',
      });
      expectOurError(response, 400);
    });
    it('an unsupported media type', async () => {
      const response = await user.client.post('/api/user/set-settings/', 'sid=1', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expectOurError(response, 415);
      expect(errorOf(response).code).toBe('unsupported_media_type');
    });
    it('an invalid content type', async () => {
      const response = await user.client.post('/api/user/set-settings/', '{}', {
        'content-type': 'application/json; charset=utf-16',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(ErrorBody.safeParse(response.json()).success, response.body).toBe(true);
    });
    it('a body too large', async () => {
      const response = await user.client.post(
        '/api/user/set-settings/',
        JSON.stringify({ sid: 1, settings: {}, pad: 'x'.repeat(1_100_000) }),
        { 'content-type': 'application/json' },
      );
      expectOurError(response, 413);
    });
    it('a JSON prototype key', async () => {
      const response = await user.client.post(
        '/api/user/set-settings/',
        '{"sid":1,"settings":{},"__proto__":{"x":1}}',
        { 'content-type': 'application/json' },
      );
      expectOurError(response, 400);
    });
    it('an unknown API path and a wrong method on a known one', async () => {
      expectOurError(await app.inject('/api/no-such-thing/'), 404);
      for (const method of ['DELETE', 'PATCH', 'PUT', 'OPTIONS'] as const) {
        expectOurError(await user.client.request(method as 'DELETE', '/api/bonds/'), 404);
        // A visitor has no CSRF cookie: refused before the 404, in our shape all the same.
        const visitor = await app.inject({ method, url: '/api/me' });
        expect([403, 404]).toContain(visitor.statusCode);
        expect(ErrorBody.safeParse(visitor.json()).success, visitor.body).toBe(true);
      }
    });
    it('a bad percent-encoding in an API query', async () => {
      const query = await app.inject('/api/bonds/?limit=%');
      expect(query.statusCode).toBeLessThan(500);
      expect(ErrorBody.safeParse(query.json()).success, query.body).toBe(true);
    });
    it('a query parameter given twice', async () => {
      expectOurError(await app.inject('/api/bonds/?limit=1&limit=2'), 400);
      expectOurError(await app.inject(`/api/bonds/${bondId}/archive/?tg=1&tg=2`), 400);
    });
  });

  /** JSON has no Infinity: a result beyond the range of numbers is named, not a 500. */
  it('answers 422 naming the field when a calculator result overflows to Infinity', async () => {
    const response = await new TestClient(app).post('/api/calculator/', {
      bond: {
        faceValue: 1e300,
        issueDate: '2020-01-01',
        maturityDate: '2030-01-01',
        couponRate: 5,
        couponFrequency: 1,
        dayCount: 'ACT/365F',
      },
      settlementDate: '2024-06-01',
      yield: -99.9999999,
    });
    expectOurError(response, 422);
    expect(errorOf(response).message).toBe('result_not_finite');
    expect(errorOf(response).fields).toMatchObject({ 'result.pvbpPerBond': 'result_not_finite' });
  });

  /** The batch hands its raw items to a worker thread: a hostile nesting stops before that. */
  it('refuses a deeply nested calculator batch body with a 4xx', async () => {
    const response = await new TestClient(app).post(
      '/api/calculator/batch/',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});

describe('answers that cannot be serialized', () => {
  it('answer 422 naming the non-finite fields; any other failure stays a 500', async () => {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errors);
    const Answer = z.object({ price: z.number(), items: z.array(z.number().nullable()) });
    app.get('/overflow', { schema: { response: { 200: Answer } } }, () => ({
      price: Infinity,
      items: [1, -Infinity, NaN],
    }));
    app.get('/bug', { schema: { response: { 200: Answer } } }, () => ({ price: 'x', items: [] }));
    try {
      const overflow = await app.inject('/overflow');
      expect(overflow.statusCode).toBe(422);
      expect(overflow.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'result_not_finite',
          fields: {
            'result.price': 'result_not_finite',
            'result.items.1': 'result_not_finite',
            'result.items.2': 'result_not_finite',
          },
        },
      });
      expect((await app.inject('/bug')).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

/**
 * A request target that does not percent-decode, or a path segment beyond the router's limit,
 * is answered by Fastify before any hook or error handler, in its own shape. `frameworkErrors`
 * (plugins/errors.ts) answers them in ours once app.ts passes it as the server option.
 */
describe('framework errors', () => {
  it('answer a bad URL and an over-long path segment in our shape', async () => {
    const app = Fastify({ frameworkErrors });
    app.get('/api/bonds/:id/', () => ({ ok: true }));
    try {
      const bad = await app.inject('/api/bonds/%E0%A4%A/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'malformed_request',
          fields: { url: 'field_invalid_value' },
        },
      });
      const long = await app.inject(`/api/bonds/${'1'.repeat(200)}/`);
      expect(long.statusCode).toBe(404);
      expect(ErrorBody.safeParse(long.json()).success, long.body).toBe(true);
    } finally {
      await app.close();
    }
  });

  // The app itself passes `frameworkErrors` to Fastify().
  it('the app answers a bad URL in an API path in our shape', async () => {
    const app = await createTestApp();
    try {
      for (const url of ['/api/bonds/%E0%A4%A/', `/api/bonds/${'1'.repeat(200)}/`]) {
        const response = await app.inject(url);
        expect(response.statusCode).toBeLessThan(500);
        expect(ErrorBody.safeParse(response.json()).success, response.body).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
