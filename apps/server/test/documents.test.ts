import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BondDocumentsResponse,
  DOCS_DOWNLOAD_TARIFF,
  FULL_ACCESS_LEVEL,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { documents, emissions } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { pdfText } from './support/pdf-text';
import { signedInClient } from './support/user-fixtures';

/**
 * The documents block (spec, bond page sections 1, 2 and 6): the list, open to everyone, and
 * the download, for level 1077 with docsDownloadAccess only.
 */

const fileUrl = (bond: number | string, doc: number | string) =>
  `/api/bonds/${bond}/documents/${doc}/file/`;

/** A PDF poppler reads back (pdfText parses it) and that ends as PDF files end. */
function expectWellFormedPdf(bytes: Buffer): string {
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  return pdfText(bytes);
}

describe.skipIf(databaseMissing)(`bond documents on ${databaseKind}`, () => {
  let app: App;
  let bond: number;
  let isin: string;
  let docs: (typeof documents.$inferSelect)[];
  const tiers: Record<string, TestClient> = {};

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [first] = await app.db
      .select({ id: emissions.id, isin: emissions.isin })
      .from(emissions)
      .where(sql`${emissions.id} in (select emission_id from documents)`)
      .orderBy(emissions.id)
      .limit(1);
    bond = first!.id;
    isin = first!.isin!;
    docs = await app.db
      .select()
      .from(documents)
      .where(eq(documents.emissionId, bond))
      .orderBy(desc(documents.date), desc(documents.id));
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
    tiers.fullWithDocs = await signedInClient(app, 'docs@example.com', FULL_ACCESS_LEVEL, {
      tariffs: [DOCS_DOWNLOAD_TARIFF],
    });
    // docsDownloadAccess alone is not enough below level 1077.
    tiers.signedInWithDocs = await signedInClient(app, 'docs-basic@example.com', 1, {
      tariffs: [DOCS_DOWNLOAD_TARIFF],
    });
  });
  afterAll(() => app?.close());

  describe('the list', () => {
    it("gives the bond's documents with title, type, date, language and size, latest first", async () => {
      const response = await app.inject(`/api/bonds/${bond}/documents/`);
      expect(response.statusCode).toBe(200);
      const body = BondDocumentsResponse.parse(response.json());
      expect(docs.length).toBeGreaterThan(0);
      expect(body.items).toEqual(
        docs.map((d) => ({
          id: d.id,
          title: d.names.eng,
          type: d.kind,
          date: d.date,
          language: d.language,
          mimetype: d.mimetype,
          sizeBytes: d.sizeBytes,
          source: 'demo',
        })),
      );
      // The stored file address is the server's business: it never reaches the page.
      expect(response.body).not.toContain('/files/');
    });

    it('titles documents in the asked language and leaves out the issuer’s own reports', async () => {
      const body = (await app.inject(`/api/bonds/${bond}/documents/?lang=rus`)).json();
      expect(body.items.map((d: { title: string }) => d.title)).toEqual(
        docs.map((d) => d.names.rus),
      );
      expect(body.items.every((d: { type: string }) => d.type !== 'report')).toBe(true);
    });

    it('shows every tier the same raw JSON', async () => {
      const raw = async (tier: string) =>
        (await tiers[tier]!.get(`/api/bonds/${bond}/documents/`)).body;
      const visitor = await raw('visitor');
      for (const tier of ['signedIn', 'full', 'fullWithDocs'])
        expect(await raw(tier)).toBe(visitor);
    });
  });

  describe('the download', () => {
    it('refuses a visitor with 401 need_auth and a signed-in user with 403 access_denied_auth', async () => {
      const doc = docs[0]!.id;
      const expectations: [string, number, string][] = [
        ['visitor', 401, 'need_auth'],
        ['signedIn', 403, 'access_denied_auth'],
        ['signedInWithDocs', 403, 'access_denied_auth'],
        // Level 1077 without docsDownloadAccess (spec: otherwise message access_denied_auth).
        ['full', 403, 'access_denied_auth'],
      ];
      for (const [tier, status, code] of expectations) {
        const response = await tiers[tier]!.get(fileUrl(bond, doc));
        expect(response.statusCode, tier).toBe(status);
        expect(response.json().error.code, tier).toBe(code);
        expect(response.headers['content-disposition'], tier).toBeUndefined();
      }
    });

    it('gives level 1077 with docsDownloadAccess the file as an attachment', async () => {
      for (const doc of docs) {
        const response = await tiers.fullWithDocs!.get(fileUrl(bond, doc.id));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const stored = doc.url
          .split('/')
          .pop()!
          .replace(/\.pdf$/, '');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${isin}-${stored}.pdf"`,
        );
        const bytes = response.rawPayload;
        // The record of the document: what it is and which bond it belongs to.
        const text = expectWellFormedPdf(bytes);
        expect(text).toContain(`ISIN: ${isin}`);
        expect(text).toContain(`Date: ${doc.date}`);
        expect(text).toContain(doc.names.eng);
      }
    });

    it('refuses before it looks: an unknown document is 401 for a visitor, 404 for the allowed', async () => {
      expect((await tiers.visitor!.get(fileUrl(bond, 999999))).statusCode).toBe(401);
      expect((await tiers.full!.get(fileUrl(bond, 999999))).statusCode).toBe(403);
      const allowed = tiers.fullWithDocs!;
      expect((await allowed.get(fileUrl(bond, 999999))).statusCode).toBe(404);
      expect((await allowed.get(fileUrl(999999, docs[0]!.id))).statusCode).toBe(404);
      // Another bond's document is not this bond's.
      const [other] = await app.db
        .select({ id: documents.id })
        .from(documents)
        .where(sql`${documents.emissionId} <> ${bond}`)
        .limit(1);
      expect((await allowed.get(fileUrl(bond, other!.id))).statusCode).toBe(404);
      // An issuer's report has no bond: not downloadable through a bond.
      const [report] = await app.db
        .select({ id: documents.id })
        .from(documents)
        .where(sql`${documents.emissionId} is null`)
        .limit(1);
      expect((await allowed.get(fileUrl(bond, report!.id))).statusCode).toBe(404);
    });

    it('sends to a file kept elsewhere with a redirect', async () => {
      const [external] = await app.db
        .insert(documents)
        .values({
          emissionId: bond,
          kind: 'terms',
          names: { eng: 'Final terms (registry copy)' },
          language: 'eng',
          date: '2026-01-15',
          url: 'https://registry.example/files/terms.pdf',
          mimetype: 'application/pdf',
          source: 'test',
        })
        .returning({ id: documents.id });
      try {
        const response = await tiers.fullWithDocs!.get(fileUrl(bond, external!.id));
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('https://registry.example/files/terms.pdf');
        expect((await tiers.full!.get(fileUrl(bond, external!.id))).statusCode).toBe(403);
      } finally {
        await app.db.delete(documents).where(eq(documents.id, external!.id));
      }
    });

    it('answers bad ids with 400 naming the field', async () => {
      const allowed = tiers.fullWithDocs!;
      for (const [url, field] of [
        [fileUrl('abc', 1), 'params.id'],
        [fileUrl(bond, 'abc'), 'params.docId'],
        [fileUrl(bond, 0), 'params.docId'],
        [fileUrl(bond, -3), 'params.docId'],
        [fileUrl(bond, 2147483648), 'params.docId'],
        [`/api/bonds/2147483648/documents/`, 'params.id'],
        [`/api/bonds/x/documents/`, 'params.id'],
      ] as const) {
        const response = await allowed.get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.fields, url).toHaveProperty(field);
      }
      expect((await app.inject('/api/bonds/999999/documents/')).statusCode).toBe(404);
    });
  });
});

describe.skipIf(databaseMissing)(
  `document downloads on an open instance on ${databaseKind}`,
  () => {
    let app: App;
    beforeAll(async () => {
      app = await createSeededTestApp({ openData: true });
    });
    afterAll(() => app?.close());

    it('lets a visitor download: OPEN_DATA opens the data capabilities, documents included', async () => {
      const [doc] = await app.db
        .select({ id: documents.id, bond: documents.emissionId })
        .from(documents)
        .where(sql`${documents.emissionId} is not null`)
        .limit(1);
      const response = await app.inject(fileUrl(doc!.bond!, doc!.id));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    });
  },
);
