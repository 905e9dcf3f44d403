import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { emissions, users } from '../src/db/schema/index';
import { HEAVY_WORK } from '../src/plugins/heavy-work';
import { explicitBatch } from './support/calculator-fixtures';
import {
  createSeededTestApp,
  databaseKind,
  databaseMissing,
  type TestClient,
} from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/*
 * Issue 31 item 3: heavy work shared fairly among clients (plugins/heavy-work.ts). One client
 * sending many heavy requests at once gets its share and refusals (429 with Retry-After, in
 * the kind's own code), while another client's single request still gets its answer. Before
 * the shares, every request of the greedy client was taken (and the other waited behind them
 * or, for prints, got page_pdf_busy).
 */
const rule = (concurrency: number, queue: number, perClient: number) => ({
  concurrency,
  queue,
  perClient,
  waitMs: 20_000,
});

/** A 5,000-row table: its workbook takes a while to write, so the requests overlap. */
const bigTable = {
  title: 'Load',
  columns: Array.from({ length: 16 }, (_, i) => ({ title: `c${i}`, kind: 'number' })),
  rows: Array.from({ length: 5000 }, (_, r) => Array.from({ length: 16 }, (_, c) => r + c / 8)),
};

const batch = explicitBatch();

type Answer = Awaited<ReturnType<TestClient['get']>>;
const codes = (answers: Answer[]) =>
  answers.map((a) => (a.statusCode === 200 ? 200 : `${a.statusCode} ${a.json().error.code}`));

describe.skipIf(databaseMissing)(`heavy work shared fairly on ${databaseKind}`, () => {
  let app: App;
  let greedy: TestClient;
  let polite: TestClient;
  let basic: TestClient;
  let bondIds: number[];

  beforeAll(async () => {
    app = await createSeededTestApp({
      rateLimitPerMinute: 100_000,
      heavyWork: {
        // One place running and one waiting: the greedy client fills both at once.
        export: rule(1, 1, 2),
        calculator: { ...HEAVY_WORK.calculator, ...rule(1, 1, 2) },
        // Two running: the greedy client's share, taken by the test itself.
        chart: rule(2, 1, 2),
      },
    });
    bondIds = (await app.db.select({ id: emissions.id }).from(emissions).limit(3)).map((r) => r.id);
    greedy = await signedInClient(app, 'greedy@example.com', FULL_ACCESS_LEVEL);
    polite = await signedInClient(app, 'polite@example.com', FULL_ACCESS_LEVEL);
    basic = await signedInClient(app, 'basic@example.com', 1);
  });
  afterAll(() => app?.close());

  /** The greedy client's `n` requests at once, and the polite client's one just after. */
  async function race(n: number, ask: (client: TestClient, i: number) => Promise<Answer>) {
    const many = Array.from({ length: n }, (_, i) => ask(greedy, i));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const one = ask(polite, n);
    return { greedy: await Promise.all(many), polite: await one };
  }

  it('Excel exports: the greedy client gets its share, the other its file', async () => {
    const { greedy: answers, polite: answer } = await race(5, (client) =>
      client.post('/api/export/table.xlsx', bigTable),
    );
    expect(answer.statusCode).toBe(200);
    // One running, one waiting: the rest refused at once, the waiting one made way for the
    // polite client when the queue was full.
    expect(codes(answers).filter((c) => c === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(4);
    for (const a of refused) {
      expect(a.json().error).toEqual({ code: 'export_busy', message: 'export_busy' });
      expect(a.headers['retry-after']).toBe('5');
    }
  });

  it('calculator batches: the same share, 429 calculator_busy beyond it', async () => {
    const { greedy: answers, polite: answer } = await race(4, (client) =>
      client.post('/api/calculator/batch/', batch),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(1000);
    expect(codes(answers).filter((c) => c === 200)).toHaveLength(1);
    expect(codes(answers).filter((c) => c === '429 calculator_busy')).toHaveLength(3);
  });

  it("a page's small batch (a few workouts) takes no place: light work is not shared", async () => {
    const small = batch.slice(0, 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => greedy.post('/api/calculator/batch/', small)),
    );
    expect(codes(answers)).toEqual(Array(6).fill(200));
  });

  it('comparison charts: shared (429 chart_busy); a one-line chart needs no place', async () => {
    const comparison = (i: number) => ({
      items: bondIds.map((id) => ({ id, tgId: 1, model: 'bonds' })),
      // A different period each time: nothing is answered from the cache.
      startDate: `2025-0${1 + (i % 9)}-01`,
      endDate: '2026-11-20',
      chartType: 'price',
      userChangePeriod: 1,
      getChartIteration: 0,
    });
    // Comparisons on a small world finish in milliseconds (and PGlite runs them one after
    // another), so the greedy client's two places are taken here, as two long ones would.
    const [greedyUser] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'greedy@example.com'));
    const held = await Promise.all(
      [0, 1].map(() =>
        app.heavyWork.shares.chart.acquire(`user ${greedyUser!.id}`, Date.now() + 20_000),
      ),
    );
    const refused = await greedy.post('/api/chart/get_tradings/', comparison(0));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('chart_busy');
    expect(refused.headers['retry-after']).toBe('5');
    // One line is not a comparison: no place needed.
    const line = await greedy.post('/api/chart/get_tradings/', {
      ...comparison(1),
      items: [{ id: bondIds[0], tgId: 1, model: 'bonds' }],
    });
    expect(line.statusCode).toBe(200);
    // The other client waits for a place and gets it first when one is freed.
    const waiting = polite.post('/api/chart/get_tradings/', comparison(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    held[0]!();
    expect((await waiting).statusCode).toBe(200);
    held[1]!();
    expect(app.heavyWork.shares.chart.load).toEqual({ running: 0, waiting: 0 });
  });

  it('checks access before taking a place: a refused caller never queues', async () => {
    // The greedy client holds every export place; a signed-in user without full access is
    // told 403 at once, not export_busy.
    const holding = Array.from({ length: 2 }, () =>
      greedy.post('/api/export/table.xlsx', bigTable),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const denied = await basic.post('/api/export/table.xlsx', bigTable);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('access_denied_auth');
    expect(codes(await Promise.all(holding))).toEqual([200, 200]);
    expect(app.heavyWork.shares.export.load).toEqual({ running: 0, waiting: 0 });
  });
});
