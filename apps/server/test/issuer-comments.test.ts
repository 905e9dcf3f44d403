import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENTS_LIMIT,
  FULL_ACCESS_LEVEL,
  IssuerCommentsResponse,
  type IssuerComment,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { commentEmitents, commentProviders, comments, emitents } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { pdfText } from './support/pdf-text';
import { csrfGet, signIn } from './support/shell-fixtures';

/**
 * The analytics block (spec: issuer comments, GET /api/company/{emitentId}/comments_about/)
 * and its files: the teaser a visitor reads, and the five file-access states of the issuer
 * blocks' section 4 as each tier reaches them, read on the raw JSON.
 */

const list = (emitentId: number | string) => `/api/company/${emitentId}/comments_about/`;
const file = (commentId: number | string) => `/api/comments/${commentId}/file/`;
const requestFiles = (providerId: number) =>
  `/api/comments/create_comments_access_request/${providerId}/`;

describe.skipIf(databaseMissing)(`issuer comments on ${databaseKind}`, () => {
  let app: App;
  let issuer: number;
  let sovereign: number;
  /** The showcase's comment of a moderated provider, and of an open one, both with a file. */
  let moderated: { id: number; providerId: number };
  let open: { id: number; providerId: number };
  let admin: TestClient;
  const tiers: Record<string, TestClient> = {};

  const body = async (client: TestClient, emitentId = issuer) => {
    const response = await client.get(list(emitentId));
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, parsed: IssuerCommentsResponse.parse(response.json()) };
  };
  const item = (parsed: IssuerCommentsResponse, id: number) =>
    parsed.items.find((c) => c.id === id) as IssuerComment;

  /** Sends the provider request as the client; the admin decides it when told to. */
  async function requestAs(client: TestClient, decision?: 'approve' | 'reject') {
    const sent = await csrfGet(client, requestFiles(moderated.providerId));
    expect(sent.statusCode, sent.body).toBe(200);
    if (!decision) return;
    const id = sent.json().response.items[0].success.numeric as number;
    const decided = await admin.post(`/api/admin/requests/${id}/decision/`, { decision });
    expect(decided.statusCode, decided.body).toBe(200);
  }

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [showcase] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.names}->>'eng' = 'Volga Energy'`);
    issuer = showcase!.id;
    const [country] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(eq(emitents.isSovereign, true))
      .orderBy(emitents.id)
      .limit(1);
    sovereign = country!.id;
    const withFiles = await app.db
      .select({
        id: comments.id,
        providerId: comments.providerId,
        moderated: commentProviders.moderated,
      })
      .from(comments)
      .innerJoin(commentProviders, eq(commentProviders.id, comments.providerId))
      .innerJoin(commentEmitents, eq(commentEmitents.commentId, comments.id))
      .where(and(eq(commentEmitents.emitentId, issuer), isNotNull(comments.filePath)))
      .orderBy(desc(comments.date), desc(comments.id));
    moderated = withFiles.find((c) => c.moderated)!;
    open = withFiles.find((c) => !c.moderated)!;
    tiers.visitor = new TestClient(app);
    tiers.signedIn = (await signIn(app, 'basic@example.com', 1)).client;
    tiers.full = (await signIn(app, 'full@example.com', FULL_ACCESS_LEVEL)).client;
    tiers.sent = (await signIn(app, 'sent@example.com', FULL_ACCESS_LEVEL)).client;
    tiers.rejected = (await signIn(app, 'rejected@example.com', FULL_ACCESS_LEVEL)).client;
    tiers.approved = (await signIn(app, 'approved@example.com', FULL_ACCESS_LEVEL)).client;
    admin = (await signIn(app, 'admin@example.com', FULL_ACCESS_LEVEL, { isAdmin: true })).client;
    await requestAs(tiers.sent);
    await requestAs(tiers.rejected, 'reject');
    await requestAs(tiers.approved, 'approve');
  });
  afterAll(() => app?.close());

  it('finds the showcase comments it needs: a moderated and an open provider’s file', () => {
    expect(moderated).toBeDefined();
    expect(open).toBeDefined();
  });

  it("lists the issuer's comments, newest first, with provider, language and issuers", async () => {
    const { parsed } = await body(tiers.full!);
    const stored = await app.db
      .select({ id: comments.id, date: comments.date, content: comments.content })
      .from(comments)
      .innerJoin(commentEmitents, eq(commentEmitents.commentId, comments.id))
      .where(eq(commentEmitents.emitentId, issuer))
      .orderBy(desc(comments.date), desc(comments.id));
    expect(parsed.emitent).toEqual({ id: issuer, name: 'Volga Energy', sovereign: false });
    expect(parsed.total).toBe(stored.length);
    expect(parsed.items.map((c) => c.id)).toEqual(stored.slice(0, COMMENTS_LIMIT).map((c) => c.id));
    for (const c of parsed.items) {
      expect(c.provider_name.length).toBeGreaterThan(0);
      expect(c.linked_emitents.map((e) => e.id)).toContain(issuer);
      expect(c.linked_emitents.find((e) => e.id === issuer)!.cb_link).toBe(`/company/${issuer}/`);
      expect(c.cb_link).toBe(`/company/${issuer}/#comment-${c.id}`);
      // Signed in: the whole text.
      expect(c.content).toBe(stored.find((s) => s.id === c.id)!.content);
      expect(c.content_teaser).toBe(false);
    }
  });

  it('names providers in the asked language', async () => {
    const response = await app.inject(`${list(issuer)}?lang=rus`);
    const parsed = IssuerCommentsResponse.parse(response.json());
    expect(item(parsed, open.id).provider_name).toBe('Аврора Капитал Research');
  });

  it('marks a sovereign issuer, whose page titles the block differently', async () => {
    const { parsed } = await body(tiers.visitor!, sovereign);
    expect(parsed.emitent.sovereign).toBe(true);
    expect(parsed.items.length).toBeGreaterThan(0);
  });

  it('gives a visitor teasers and need_auth: no whole text, no file link leaves the server', async () => {
    const { raw, parsed } = await body(tiers.visitor!);
    const stored = await app.db
      .select({ content: comments.content })
      .from(comments)
      .where(eq(comments.id, open.id));
    const whole = stored[0]!.content;
    const teaser = item(parsed, open.id);
    expect(teaser.content_teaser).toBe(true);
    expect(whole.startsWith(teaser.content)).toBe(true);
    expect(teaser.content.length).toBeLessThan(whole.length);
    // The spread figure at the end of each demo comment stays on the server.
    expect(raw).not.toMatch(/Spread over the sovereign curve|Спред к суверенной кривой/);
    expect(raw).not.toContain('/file/');
    for (const c of parsed.items) {
      expect(c.cb_file_link).toBeNull();
      expect(c.showAccessAlert).toBe(c.file ? 'need_auth' : null);
      expect([c.approved, c.checked, c.requestExists]).toEqual([false, false, false]);
    }
  });

  it('tells a signed-in user below 1077 need_get_access, with the whole text', async () => {
    const { raw, parsed } = await body(tiers.signedIn!);
    expect(raw).not.toContain('/file/');
    for (const c of parsed.items) {
      expect(c.content_teaser).toBe(false);
      expect(c.showAccessAlert).toBe(c.file ? 'need_get_access' : null);
    }
  });

  it('links an open provider’s file at 1077; a moderated one is download_denied before any request', async () => {
    const { parsed } = await body(tiers.full!);
    const free = item(parsed, open.id);
    expect(free).toMatchObject({
      moderated: false,
      cb_file_link: file(open.id),
      showAccessAlert: null,
      file: { mimetype: 'application/pdf', name: `${open.id}.pdf` },
    });
    expect(item(parsed, moderated.id)).toMatchObject({
      moderated: true,
      cb_file_link: null,
      showAccessAlert: 'download_denied',
      requestExists: false,
    });
  });

  it('follows the request: sent (not checked), rejected (checked), approved (the file)', async () => {
    const states = await Promise.all(
      (['sent', 'rejected', 'approved'] as const).map(async (tier) => {
        const { parsed } = await body(tiers[tier]!);
        const c = item(parsed, moderated.id);
        return [c.showAccessAlert, c.cb_file_link, c.requestExists, c.checked, c.approved];
      }),
    );
    expect(states).toEqual([
      ['request_sent', null, true, false, false],
      ['request_rejected', null, true, true, false],
      [null, file(moderated.id), true, true, true],
    ]);
  });

  it('shares the profile’s answer until a user asks, then gives the user their own', async () => {
    const fresh = (await signIn(app, 'fresh-asker@example.com', FULL_ACCESS_LEVEL)).client;
    // Read first by the same profile: the shared (cached) answer, before any request of theirs.
    expect(item((await body(tiers.full!)).parsed, moderated.id).showAccessAlert).toBe(
      'download_denied',
    );
    const before = await fresh.get(list(issuer));
    expect(before.headers.etag).toBeDefined();
    expect(item(IssuerCommentsResponse.parse(before.json()), moderated.id).showAccessAlert).toBe(
      'download_denied',
    );
    await requestAs(fresh);
    const after = await fresh.get(list(issuer));
    expect(after.headers.etag).toBeUndefined();
    expect(item(IssuerCommentsResponse.parse(after.json()), moderated.id).showAccessAlert).toBe(
      'request_sent',
    );
    // The others with that profile still read the shared answer.
    expect(item((await body(tiers.full!)).parsed, moderated.id).showAccessAlert).toBe(
      'download_denied',
    );
  });

  it('reaches all five alerts and the file link across the tiers', async () => {
    const seen = new Set<string | null>();
    for (const tier of Object.values(tiers)) {
      const { parsed } = await body(tier);
      for (const c of parsed.items) if (c.file) seen.add(c.showAccessAlert);
    }
    expect([...seen].sort()).toEqual(
      [
        'download_denied',
        'need_auth',
        'need_get_access',
        'request_rejected',
        'request_sent',
        null,
      ].sort(),
    );
  });

  describe('the file', () => {
    const expectRefusal = async (tier: string, id: number, status: number, message: string) => {
      const response = await tiers[tier]!.get(file(id));
      expect(response.statusCode, `${tier} ${response.body}`).toBe(status);
      expect(response.json().error.message, tier).toBe(message);
      expect(response.headers['content-disposition'], tier).toBeUndefined();
    };

    it('refuses each tier with its state, as the list says', async () => {
      await expectRefusal('visitor', open.id, 401, 'need_auth');
      await expectRefusal('signedIn', open.id, 403, 'need_get_access');
      await expectRefusal('full', moderated.id, 403, 'download_denied');
      await expectRefusal('sent', moderated.id, 403, 'request_sent');
      await expectRefusal('rejected', moderated.id, 403, 'request_rejected');
    });

    it('gives the file where the list links it: a PDF of the comment’s record', async () => {
      for (const [tier, id] of [
        ['full', open.id],
        ['approved', moderated.id],
        ['approved', open.id],
      ] as const) {
        const response = await tiers[tier]!.get(file(id));
        expect(response.statusCode, `${tier} ${response.body}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${id}.pdf"`);
        expect(pdfText(response.rawPayload)).toContain('Issuer: Volga Energy');
      }
    });

    it('refuses before it looks; 404 for an unknown comment or one without a file', async () => {
      expect((await tiers.visitor!.get(file(999999))).statusCode).toBe(401);
      expect((await tiers.signedIn!.get(file(999999))).statusCode).toBe(403);
      expect((await tiers.full!.get(file(999999))).statusCode).toBe(404);
      const [bare] = await app.db
        .select({ id: comments.id })
        .from(comments)
        .where(sql`${comments.filePath} is null`)
        .limit(1);
      expect((await tiers.full!.get(file(bare!.id))).statusCode).toBe(404);
    });
  });

  it('answers unknown issuers with 404 and bad ids with 400 naming the field', async () => {
    expect((await app.inject(list(999999))).statusCode).toBe(404);
    for (const [url, field] of [
      [list('abc'), 'params.emitentId'],
      [list(0), 'params.emitentId'],
      [list(-1), 'params.emitentId'],
      [list(2147483648), 'params.emitentId'],
      [list('1.5'), 'params.emitentId'],
      [file('x'), 'params.commentId'],
      [file(0), 'params.commentId'],
    ] as const) {
      const response = await tiers.full!.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields, url).toHaveProperty(field);
    }
  });
});
