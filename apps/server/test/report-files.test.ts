import { crc32 } from 'node:zlib';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFilesResponse } from '@bondsight/contracts';
import type { App } from '../src/app';
import { reportFiles } from '../src/db/schema/index';
import { issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';
import { pdfText } from './support/pdf-text';

/**
 * The report files block (spec, issuer blocks, sections 2, 3, 5, 6, 7 and 9): which files
 * exist is open to everyone, the links and the files only to full access (level 1077).
 */

const listUrl = (list: string, id: number | string) => `/api/company/get-report/${list}/${id}/`;
const fileUrl = (id: number | string) => `/api/company/report-file/${id}/`;
type Tier = IssuerTier;

describe.skipIf(databaseMissing)(`issuer report files on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let bank: number;
  let files: (typeof reportFiles.$inferSelect)[];
  let tiers: Record<Tier, TestClient>;

  beforeAll(async () => {
    ({ app, showcase, bank, tiers } = await issuerWorld());
    files = await app.db.select().from(reportFiles).orderBy(asc(reportFiles.id));
  });
  afterAll(() => app?.close());

  const fileOf = (mimetype: string) => files.find((f) => f.mimetype === mimetype)!;

  describe('the list', () => {
    it('gives years newest first, each with quarters I..IV in Russian and English', async () => {
      const response = await tiers.full.get(listUrl('msfo', showcase));
      expect(response.statusCode).toBe(200);
      const body = ReportFilesResponse.parse(response.json());
      expect(body.list).toBe('msfo');
      expect(body.gate).toBeNull();
      const stored = files.filter((f) => f.emitentId === showcase && f.listCode === 'msfo');
      expect(body.items.map((y) => y.year)).toEqual(
        [...new Set(stored.map((f) => f.year))].sort().reverse(),
      );
      for (const year of body.items) {
        expect(year.monthArray.map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
        for (const quarter of year.monthArray) {
          for (const language of ['rus', 'eng'] as const) {
            const file = stored.find(
              (f) =>
                f.year === year.year && f.quarter === quarter.quarter && f.language === language,
            );
            const entry = quarter[language];
            if (!file) expect(entry).toBeNull();
            else expect(entry).toEqual({ link: fileUrl(file.id), mimetype: file.mimetype });
          }
        }
      }
    });

    it.each([
      ['visitor', 'need_auth'],
      ['signedIn', 'need_get_access'],
    ] as const)('gives the %s no link, and says why (%s)', async (tier, gate) => {
      const response = await tiers[tier].get(listUrl('msfo', showcase));
      expect(response.statusCode).toBe(200);
      const raw = response.json() as ReportFilesResponse;
      expect(raw.gate).toBe(gate);
      const entries = raw.items.flatMap((y) => y.monthArray.flatMap((q) => [q.rus, q.eng]));
      expect(entries.filter(Boolean).length).toBeGreaterThan(0);
      for (const entry of entries) if (entry) expect(entry.link).toBeNull();
      expect(response.body).not.toContain('/api/company/report-file/');
    });

    it('never sends the stored address, to any tier', async () => {
      for (const client of Object.values(tiers)) {
        const response = await client.get(listUrl('msfo', showcase));
        expect(response.body).not.toContain('/files/');
      }
    });

    it('answers a list the issuer does not file with no years', async () => {
      const response = await app.inject(listUrl('bank_rsbu', showcase));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ list: 'bank_rsbu', items: [], gate: 'need_auth' });
    });

    it.each([
      ['an unknown list', 'annual', String(1), 404, 'not_found'],
      ['an unknown issuer', 'msfo', '999999', 404, 'not_found'],
      ['a malformed list', 'MSFO!', '1', 400, 'validation_failed'],
      ['a list too long', 'a'.repeat(40), '1', 400, 'validation_failed'],
      ['an id beyond int4', 'msfo', '2147483648', 400, 'validation_failed'],
      ['a word for an id', 'msfo', 'abc', 400, 'validation_failed'],
      ['a zero id', 'msfo', '0', 400, 'validation_failed'],
    ])('answers %s with %i', async (_what, list, id, status, code) => {
      const response = await app.inject(listUrl(list, id));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    });
  });

  describe('the file', () => {
    it.each([
      ['visitor', 401, 'need_auth'],
      ['signedIn', 403, 'access_denied_auth'],
    ] as const)('refuses the %s (%i)', async (tier, status, code) => {
      const response = await tiers[tier].get(fileUrl(fileOf('application/pdf').id));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      // Access is decided first: an unknown file is refused alike.
      expect((await tiers[tier].get(fileUrl(999999))).statusCode).toBe(status);
    });

    it('serves a PDF of the period’s statements to full access', async () => {
      const file = files.find(
        (f) =>
          f.emitentId === showcase && f.listCode === 'msfo' && f.mimetype === 'application/pdf',
      )!;
      const response = await tiers.full.get(fileUrl(file.id));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="msfo-${file.year}-q${file.quarter}-${file.language}.pdf"`,
      );
      // In the file's own language, Russian or English.
      const text = pdfText(response.rawPayload);
      const words =
        file.language === 'rus'
          ? ['Волга', 'БУХГАЛТЕРСКИЙ БАЛАНС', 'МСФО']
          : ['Volga Energy', 'BALANCE SHEET', 'Total assets', 'Net income'];
      for (const word of words) expect(text).toContain(word);
    });

    it('serves a listed archive as a ZIP holding that PDF', async () => {
      const file = fileOf('application/zip');
      const response = await tiers.full.get(fileUrl(file.id));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"$/);
      const zip = response.rawPayload;
      expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      const nameLength = zip.readUInt16LE(26);
      const size = zip.readUInt32LE(22);
      const pdf = zip.subarray(30 + nameLength, 30 + nameLength + size);
      expect(zip.subarray(30, 30 + nameLength).toString()).toMatch(/\.pdf$/);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(zip.readUInt32LE(14)).toBe(crc32(pdf));
    });

    it('lists only kinds the instance can write (PDF and ZIP, no RAR)', () => {
      expect(new Set(files.map((f) => f.mimetype))).toEqual(
        new Set(['application/pdf', 'application/zip']),
      );
    });

    it('serves every listed file of the showcase issuer', async () => {
      const own = files.filter((f) => f.emitentId === showcase);
      for (const file of own) {
        const response = await tiers.full.get(fileUrl(file.id));
        expect(response.statusCode, `${file.id}`).toBe(200);
      }
    });

    it.each([
      ['an unknown file', '999999', 404, 'not_found'],
      ['an id beyond int4', '2147483648', 400, 'validation_failed'],
      ['a word', 'abc', 400, 'validation_failed'],
      ['a negative id', '-1', 400, 'validation_failed'],
    ])('answers full access %s with %i', async (_what, id, status, code) => {
      const response = await tiers.full.get(fileUrl(id));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    });
  });

  it('lists what the showcase bank files under bank RSBU', async () => {
    const body = ReportFilesResponse.parse(
      (await tiers.full.get(listUrl('bank_rsbu', bank))).json(),
    );
    expect(body.items.length).toBeGreaterThan(0);
  });
});
