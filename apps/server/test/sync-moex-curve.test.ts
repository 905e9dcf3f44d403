/**
 * The exchange's G-curve answer (`/iss/engines/stock/zcyc.json?date=D`, data/sync/iss-zcyc.ts)
 * read from hand-recorded answers in the documented shape: the day's last fit is the day's
 * curve, a day not published yet is none (not an error), a malformed answer is an error naming
 * the day.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssClient } from '../src/data/sync/iss-client';
import { fetchZcyc } from '../src/data/sync/iss-zcyc';
import { IssFake, ok } from './support/iss-fake';
import { ZCYC, ZCYC_FIXTURE_DAY } from './support/iss-history-days';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/iss/${name}`, import.meta.url), 'utf8');

describe('the G-curve of a day from ISS', () => {
  const iss = new IssFake();
  const recorded = JSON.parse(fixture(`zcyc-${ZCYC_FIXTURE_DAY}.json`)) as {
    params: { columns: string[]; data: unknown[][] };
    yearyields: { columns: string[]; data: unknown[][] };
  };
  const serve = (date: string, body: unknown) =>
    iss.setKey(`${ZCYC}?date=${date}&start=0`, [
      ok(typeof body === 'string' ? body : JSON.stringify(body)),
    ]);
  const read = (date: string) =>
    fetchZcyc(new IssClient({ baseUrl: iss.url, requestsPerSecond: 1000, retries: 0 }), date);
  beforeAll(() => iss.start());
  afterAll(() => iss.stop());

  it("takes the day's last fit: its parameters and the yields of that time", async () => {
    serve(ZCYC_FIXTURE_DAY, recorded);
    const line = await read(ZCYC_FIXTURE_DAY);
    expect(line?.date).toBe(ZCYC_FIXTURE_DAY);
    expect(line?.params).toMatchObject({ b1: 1265.4, b2: -48.7, b3: -212.3, t1: 1.9, g9: 0 });
    expect(line?.points).toHaveLength(12);
    const last = recorded.yearyields.data.filter((r) => r[1] === '18:40:00');
    expect(line?.points).toEqual(last.map((r) => ({ tenorYears: r[2], value: r[3] })));
  });

  it('a day not published yet is none: empty blocks, or the previous day answered', async () => {
    serve('2026-11-28', fixture('zcyc-empty.json'));
    expect(await read('2026-11-28')).toBeNull();
    serve('2026-11-30', recorded);
    expect(await read('2026-11-30')).toBeNull();
  });

  it('a malformed answer fails the day, named', async () => {
    const broken = (change: (doc: typeof recorded) => void) => {
      const doc = structuredClone(recorded);
      change(doc);
      return doc;
    };
    serve('2026-12-01', { yearyields: recorded.yearyields });
    await expect(read('2026-12-01')).rejects.toThrow(/curve 2026-12-01: .*no "params" block/);
    serve(
      ZCYC_FIXTURE_DAY,
      broken((d) => (d.params.data.at(-1)![5] = 0)),
    );
    await expect(read(ZCYC_FIXTURE_DAY)).rejects.toThrow(/T1 0 is not/);
    serve(
      ZCYC_FIXTURE_DAY,
      broken((d) => (d.params.data.at(-1)![14] = null)),
    );
    await expect(read(ZCYC_FIXTURE_DAY)).rejects.toThrow(/G9 is missing/);
    serve(
      ZCYC_FIXTURE_DAY,
      broken((d) => (d.params.data.at(-1)![2] = 'x')),
    );
    await expect(read(ZCYC_FIXTURE_DAY)).rejects.toThrow(/B1 "x" is not a number/);
  });
});
