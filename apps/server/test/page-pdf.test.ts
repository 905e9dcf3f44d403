import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_BLOCKS, PAGE_PDF_BODY_LIMIT, PAGE_PDF_BLOCKS } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { fullAccessClient, signedInClient } from './support/user-fixtures';

/*
 * The page PDF's validation and errors as each tier (issue 18 item 3). Printing itself needs
 * the built web app and a listening server: the e2e journey page-export.spec.ts proves it.
 * Here the app is never listening, so a valid request meets 503 page_pdf_unavailable: a clear
 * code, never a 500.
 */
describe.skipIf(databaseMissing)(`page pdf on ${databaseKind}`, () => {
  let app: App;
  let tiers: [string, TestClient][];
  let bondId: number;
  const url = (id: number | string) => `/api/bonds/${id}/page.pdf`;

  beforeAll(async () => {
    app = await createSeededTestApp({ rateLimitPerMinute: 100_000 });
    const [bond] = await app.db.select({ id: emissions.id }).from(emissions).limit(1);
    bondId = bond!.id;
    tiers = [
      ['visitor', new TestClient(app)],
      ['signed-in', await signedInClient(app, 'pdf-user@example.com')],
      ['full access', await fullAccessClient(app, 'pdf-full@example.com')],
    ];
  });
  afterAll(async () => {
    await app?.close();
  });

  const fieldsOf = (body: string) =>
    (JSON.parse(body) as { error: { code: string; fields?: Record<string, string> } }).error;

  it.each([
    ['missing blocks', {}, 'body.blocks'],
    ['blocks not a list', { blocks: 'summary' }, 'body.blocks'],
    ['an empty list', { blocks: [] }, 'body.blocks'],
    ['an unknown block id', { blocks: ['summary', 'nope'] }, 'body.blocks.1'],
    ['a number for an id', { blocks: [1] }, 'body.blocks.0'],
    ['more ids than blocks', { blocks: [...PAGE_PDF_BLOCKS, 'summary'] }, 'body.blocks'],
  ])('refuses %s with 400 naming the field, for every tier', async (_, body, field) => {
    for (const [tier, client] of tiers) {
      const response = await client.post(url(bondId), body);
      expect(response.statusCode, tier).toBe(400);
      const error = fieldsOf(response.body);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), tier).toContain(field);
    }
  });

  it('accepts every block the page shows: each extra block and similar bonds (issue 30)', async () => {
    const extras = EXTRA_BLOCKS.map((kind) => `extra-${kind}`);
    for (const blocks of [['similar'], extras, [...PAGE_PDF_BLOCKS]]) {
      const response = await tiers[0]![1].post(url(bondId), { blocks });
      // Valid: past validation, the never-listening test app cannot print (503, not 400).
      expect(response.statusCode, blocks.join()).toBe(503);
      expect(fieldsOf(response.body).code).toBe('page_pdf_unavailable');
    }
  });

  it.each([
    ['an unknown extra block', ['summary', 'extra-nope'], 'body.blocks.1'],
    ["the old all-extras id 'extras'", ['extras'], 'body.blocks.0'],
    ['a section id instead of a block id', ['block-similar'], 'body.blocks.0'],
  ])('refuses %s with 400 validation_failed naming the item', async (_, blocks, field) => {
    const response = await tiers[2]![1].post(url(bondId), { blocks });
    expect(response.statusCode).toBe(400);
    const error = fieldsOf(response.body);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('refuses an unknown key beside blocks', async () => {
    const response = await tiers[0]![1].post(url(bondId), { blocks: ['summary'], extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body).fields).toHaveProperty('body.extra', 'field_unknown');
  });

  it('refuses bad ids and an unknown language', async () => {
    const client = tiers[0]![1];
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const response = await client.post(url(id), { blocks: ['summary'] });
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(fieldsOf(response.body).fields ?? {})).toContain('params.id');
    }
    const lang = await client.post(`${url(bondId)}?lang=xx`, { blocks: ['summary'] });
    expect(lang.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(lang.body).fields ?? {})).toContain('querystring.lang');
  });

  it('answers 404 for an unknown bond, for every tier', async () => {
    for (const [tier, client] of tiers) {
      const response = await client.post(url(2_000_000_000), { blocks: ['summary'] });
      expect(response.statusCode, tier).toBe(404);
      expect(fieldsOf(response.body).code).toBe('not_found');
    }
  });

  it('refuses a huge body with 413 and names the limit', async () => {
    const blocks = Array.from({ length: 2000 }, () => 'summary');
    const response = await tiers[2]![1].post(url(bondId), { blocks });
    expect(response.statusCode).toBe(413);
    const body = JSON.parse(response.body) as { error: { code: string; limit: number } };
    expect(body.error).toMatchObject({ code: 'payload_too_large', limit: PAGE_PDF_BODY_LIMIT });
  });

  it('needs the CSRF header (a cross-site form cannot make the server print)', async () => {
    const client = tiers[0]![1];
    const response = await client.post(
      url(bondId),
      { blocks: ['summary'] },
      { 'x-csrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('without a listening server answers 503 page_pdf_unavailable, not 500', async () => {
    for (const [tier, client] of tiers) {
      const response = await client.post(`${url(bondId)}?lang=eng`, {
        blocks: ['summary', 'chart', 'summary'],
      });
      expect(response.statusCode, tier).toBe(503);
      expect(fieldsOf(response.body).code).toBe('page_pdf_unavailable');
    }
  });
});
