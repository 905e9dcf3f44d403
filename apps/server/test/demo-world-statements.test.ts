import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { eq, sql } from 'drizzle-orm';
import {
  emissionCashFlows,
  emissions,
  emitents,
  equities,
  equityPrices,
  financialReports,
  indexConstituents,
  indexValues,
  multiplierDefinitions,
  multiplierValues,
  reportLines,
  reportValues,
  tradingTicks,
} from '../src/db/schema/index';
import { evaluateFormula } from '../src/data/demo-world/reports/formula';
import {
  checkPeriod,
  costIncome,
  impliedSharePrice,
  STATEMENT_LIMITS,
  type PeriodValues,
} from '../src/lib/statement-checks';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

type Value = typeof reportValues.$inferSelect;

describe.skipIf(databaseMissing)(
  `generated statements, multipliers and indexes on ${databaseKind}`,
  () => {
    let database: Database;
    let values: Value[];
    let reports: (typeof financialReports.$inferSelect)[];
    /** report -> period key -> table -> line -> value */
    const book = new Map<number, Map<string, Map<string, Map<string, number>>>>();
    beforeAll(async () => {
      database = await openTestDatabase(true);
      values = await database.db.select().from(reportValues);
      reports = await database.db.select().from(financialReports);
      for (const v of values) {
        const periods = book.get(v.reportId) ?? new Map();
        book.set(v.reportId, periods);
        const key = `${v.periodType}:${v.periodEnd}`;
        const tables = periods.get(key) ?? new Map();
        periods.set(key, tables);
        const lines = tables.get(v.tableCode) ?? new Map();
        tables.set(v.tableCode, lines);
        lines.set(v.lineCode, v.value);
      }
    });
    afterAll(() => database?.close());

    const get = (report: number, key: string, table: string, line: string) =>
      book.get(report)?.get(key)?.get(table)?.get(line);

    it('has every standard, both bank variants, quarterly and annual periods', () => {
      expect(new Set(reports.map((r) => r.standard))).toEqual(
        new Set(['bank_rsbu', 'msfo', 'rsbu']),
      );
      expect(
        new Set(reports.filter((r) => r.standard === 'bank_rsbu').map((r) => r.variant)),
      ).toEqual(new Set(['actual', 'archive']));
      expect(new Set(values.map((v) => v.periodType))).toEqual(new Set(['Q', 'Y']));
      // Some banks stopped filing the current form: their archive is all they have.
      const bankForms = new Map<number, Set<string>>();
      for (const r of reports.filter((r) => r.standard === 'bank_rsbu'))
        bankForms.set(r.emitentId, (bankForms.get(r.emitentId) ?? new Set()).add(r.variant));
      const archiveOnly = [...bankForms.values()].filter((v) => !v.has('actual'));
      expect(archiveOnly.length).toBeGreaterThan(0);
      expect(archiveOnly.length).toBeLessThan(bankForms.size);
    });

    it('keeps every bank with cash in hand at each period end', () => {
      const banks = new Set(reports.filter((r) => r.standard === 'bank_rsbu').map((r) => r.id));
      const cash = values.filter(
        (v) => banks.has(v.reportId) && v.lineCode === 'cash_and_equivalents',
      );
      expect(cash.length).toBeGreaterThan(0);
      expect(cash.filter((v) => v.value <= 0)).toEqual([]);
    });

    it('keeps the accounting identities: subtotals, balance, cash and years', async () => {
      const lines = await database.db.select().from(reportLines);
      const failures: string[] = [];
      for (const r of reports) {
        for (const [key, tables] of book.get(r.id) ?? []) {
          for (const l of lines.filter((x) => x.standard === r.standard)) {
            const children = lines.filter(
              (c) =>
                c.standard === r.standard &&
                c.tableCode === l.tableCode &&
                c.parentCode === l.lineCode,
            );
            const parent = tables.get(l.tableCode)?.get(l.lineCode);
            // A total shown without its lines (a provider's coarser template) sums nothing.
            const shown = children.filter((c) => tables.get(l.tableCode)?.has(c.lineCode));
            if (shown.length === 0 || parent === undefined) continue;
            const sum = children.reduce(
              (s, c) => s + (tables.get(l.tableCode)?.get(c.lineCode) ?? 0),
              0,
            );
            if (sum !== parent)
              failures.push(`${r.id} ${key} ${l.tableCode}.${l.lineCode}: ${parent} != ${sum}`);
          }
          // The balance balances, the cash flow ends on the balance's cash, expenses are
          // expenses: the rules of lib/statement-checks.ts, bank rules aside (tested below).
          const values = Object.fromEntries(
            [...tables].map(([table, lines]) => [table, Object.fromEntries(lines)]),
          );
          for (const f of checkPeriod(r.standard, values, {
            distressed: true,
            unitExponent: r.unitExponent,
          }))
            failures.push(`${r.id} ${key}: ${f.code} ${f.detail}`);
        }
        // A year's flows are the sum of its quarters; a provider rounds each period on its own,
        // so its year is within a unit a quarter of its quarters' sum.
        const slack = r.providerOf === null ? 0 : 4;
        for (const key of [...(book.get(r.id)?.keys() ?? [])].filter((k) => k.startsWith('Y:'))) {
          const year = key.slice(2, 6);
          const quarters = ['03-31', '06-30', '09-30', '12-31'].map((q) => `Q:${year}-${q}`);
          for (const table of ['profit_and_loss', 'rsbu_profit_and_loss']) {
            for (const [line, v] of book.get(r.id)?.get(key)?.get(table) ?? []) {
              const sum = quarters.reduce((s, q) => s + (get(r.id, q, table, line) ?? 0), 0);
              if (Math.abs(sum - v) > slack)
                failures.push(`${r.id} ${key} ${table}.${line}: year ${v} != quarters ${sum}`);
            }
          }
        }
      }
      expect(failures.slice(0, 20)).toEqual([]);
    });

    /** A period's values as the checks read them: table -> line -> value. */
    const periodOf = (report: number, key: string): PeriodValues =>
      Object.fromEntries(
        [...(book.get(report)?.get(key) ?? [])].map(([table, lines]) => [
          table,
          Object.fromEntries(lines),
        ]),
      );
    /** Issuers in default (a bond defaulted or in technical default): their banks may bleed. */
    const distressedIssuers = async () =>
      new Set(
        (
          await database.db
            .select({ emitentId: emissions.emitentId })
            .from(emissions)
            .where(sql`${emissions.statusId} in (174, 256) or ${emissions.defaultedOn} is not null`)
        ).map((r) => r.emitentId),
      );
    const bankIds = async () =>
      new Set(
        (
          await database.db
            .select({ id: emitents.id })
            .from(emitents)
            .where(eq(emitents.sector, 'banks'))
        ).map((r) => r.id),
      );

    it("gives every bank's IFRS set the bank template and every company's the industrial one", async () => {
      const banks = await bankIds();
      const msfo = reports.filter((r) => r.standard === 'msfo');
      const ofBanks = msfo.filter((r) => banks.has(r.emitentId));
      expect(ofBanks.length).toBeGreaterThan(0);
      expect(msfo.length).toBeGreaterThan(ofBanks.length);
      // A provider shows net loans without the allowance (its coarser template).
      const bankLines = (r: (typeof msfo)[number]) =>
        r.providerOf === null
          ? ['loans_to_customers', 'customer_accounts', 'credit_loss_allowance']
          : ['loans_to_customers', 'customer_accounts'];
      const industrial = ['inventories', 'current_assets', 'trade_receivables'];
      for (const r of msfo)
        for (const key of book.get(r.id)?.keys() ?? []) {
          const v = periodOf(r.id, key);
          const [own, other] = banks.has(r.emitentId)
            ? [bankLines(r), industrial]
            : [industrial, bankLines(r)];
          for (const line of own)
            expect(v.balance_sheet, `${r.id} ${key} ${line}`).toHaveProperty(line);
          for (const line of other)
            expect(v.balance_sheet, `${r.id} ${key} ${line}`).not.toHaveProperty(line);
          if (banks.has(r.emitentId)) {
            expect(v.profit_and_loss).toHaveProperty('net_interest_income');
            expect(v.profit_and_loss).toHaveProperty('credit_loss_expense');
            expect(v.profit_and_loss).not.toHaveProperty('revenue');
            expect(v.profit_and_loss).not.toHaveProperty('gross_profit');
          } else expect(v.profit_and_loss).toHaveProperty('revenue');
        }
    });

    it('keeps every bank profitable, its margin positive, its capital above 8 % and cost/income in 25-90 %', async () => {
      const banks = await bankIds();
      const distressed = await distressedIssuers();
      const own = reports.filter(
        (r) => banks.has(r.emitentId) && (r.standard === 'bank_rsbu' || r.standard === 'msfo'),
      );
      const failures: string[] = [];
      const profits = new Map<number, number[]>();
      let ratios = 0;
      for (const r of own)
        for (const key of book.get(r.id)?.keys() ?? []) {
          const v = periodOf(r.id, key);
          const rules = checkPeriod(r.standard, v, {
            distressed: distressed.has(r.emitentId),
            unitExponent: r.unitExponent,
          });
          for (const f of rules) failures.push(`${r.emitentId} ${r.standard} ${key}: ${f.detail}`);
          const ci = costIncome(v.profit_and_loss);
          if (ci !== null) ratios++;
          if (r.standard === 'bank_rsbu' && key.startsWith('Q') && !distressed.has(r.emitentId))
            profits.set(r.emitentId, [
              ...(profits.get(r.emitentId) ?? []),
              v.profit_and_loss!.net_profit!,
            ]);
        }
      expect(failures).toEqual([]);
      expect(ratios).toBeGreaterThan(20);
      // Mostly profitable: no bank loses money in every quarter, nine quarters in ten earn.
      expect(profits.size).toBeGreaterThan(2);
      const all = [...profits.values()].flat();
      for (const [id, p] of profits)
        expect(
          p.some((x) => x > 0),
          `bank ${id}`,
        ).toBe(true);
      expect(all.filter((x) => x > 0).length / all.length).toBeGreaterThanOrEqual(0.9);
    });

    it("values a listed issuer's shares at its own share price, its dividend a plausible yield", async () => {
      const listed = await database.db
        .select({
          emitentId: equities.emitentId,
          date: equityPrices.date,
          close: equityPrices.close,
        })
        .from(equityPrices)
        .innerJoin(equities, eq(equities.id, equityPrices.equityId))
        .where(sql`${equities.emitentId} is not null`)
        .orderBy(equityPrices.date);
      const closes = new Map<number, { date: string; close: number }[]>();
      for (const p of listed) closes.set(p.emitentId!, [...(closes.get(p.emitentId!) ?? []), p]);
      let compared = 0;
      for (const r of reports.filter((x) => x.standard === 'msfo'))
        for (const key of book.get(r.id)?.keys() ?? []) {
          const params = periodOf(r.id, key).params;
          const price = impliedSharePrice(params, r.unitExponent);
          expect(params?.shares_outstanding, `${r.id} ${key}`).toBeGreaterThan(0);
          if (price === null) continue;
          // The share's close on the period's last trading day.
          const close = (closes.get(r.emitentId) ?? [])
            .filter((p) => p.date <= key.slice(2))
            .at(-1)?.close;
          expect(
            close,
            `${r.emitentId} ${key}: a market value without a share price`,
          ).toBeDefined();
          expect(Math.abs(price / close! - 1), `${r.emitentId} ${key}`).toBeLessThan(0.005);
          const dividendYield = (100 * params!.dividend_per_share!) / price;
          expect(dividendYield).toBeGreaterThanOrEqual(0);
          expect(dividendYield).toBeLessThanOrEqual(STATEMENT_LIMITS.dividendYieldMax);
          compared++;
        }
      expect(compared).toBeGreaterThan(5);
    });

    it("marks the spec's twelve closed MSFO data-set types as closed lines", async () => {
      const closed = (await database.db.select().from(reportLines)).filter(
        (l) => l.standard === 'msfo' && l.closed,
      );
      expect(closed.map((l) => l.dataSetType).sort()).toEqual([
        1261, 1291, 1323, 1339, 1347, 1377, 1419, 1483, 1515, 1521, 1537, 1545,
      ]);
    });

    it('computes every multiplier from the statements by its formula', async () => {
      const defs = await database.db.select().from(multiplierDefinitions);
      const stored = await database.db.select().from(multiplierValues);
      expect(new Set(stored.map((m) => m.period))).toEqual(new Set([1, 2]));
      for (const m of stored) {
        const def = defs.find((d) => d.code === m.code)!;
        const standard = def.formula.split(':')[0]!.replace(/^[^a-z]*/, '');
        const key = `${m.period === 1 ? 'Q' : 'Y'}:${m.periodEnd}`;
        const source = reports
          .filter((r) => r.emitentId === m.emitentId && r.standard === standard)
          .sort((a, b) => a.id - b.id)
          .find((r) => book.get(r.id)?.has(key))!;
        const recomputed = evaluateFormula(def.formula, (_s, table, line) =>
          get(source.id, key, table, line),
        );
        expect(recomputed, `${m.code} ${key}`).toBe(m.value);
      }
    });

    it('recomputes every index value from its constituents, prices and coupons', async () => {
      const members = await database.db.select().from(indexConstituents);
      const levels = await database.db.select().from(indexValues);
      const ticks = (await database.db.select().from(tradingTicks)).filter(
        (t) => t.tradingGroundId === 4,
      );
      const faces = new Map(
        (
          await database.db.select({ id: emissions.id, face: emissions.faceValue }).from(emissions)
        ).map((b) => [b.id, b.face]),
      );
      const flows = await database.db.select().from(emissionCashFlows);
      const dirty = new Map(
        ticks.map((t) => [
          `${t.emissionId}:${t.date}`,
          t.lastPrice! + (t.nkd! / faces.get(t.emissionId)!) * 100,
        ]),
      );
      expect(members.length).toBeGreaterThan(10);
      for (const indexId of new Set(levels.map((l) => l.indexId))) {
        const series = levels
          .filter((l) => l.indexId === indexId)
          .sort((a, b) => a.date.localeCompare(b.date));
        expect(series[0]!.value).toBe(100);
        for (let i = 1; i < series.length; i++) {
          const before = series[i - 1]!.date;
          const at = series[i]!.date;
          const active = members.filter(
            (m) => m.indexId === indexId && m.fromDate <= before && before <= m.toDate!,
          );
          let gross = active.length === 0 ? 1 : 0;
          for (const m of active) {
            const coupon = flows
              .filter((f) => f.emissionId === m.emissionId && f.date > before && f.date <= at)
              .reduce((s, f) => s + (f.couponSum! / faces.get(m.emissionId)!) * 100, 0);
            gross +=
              (m.weight * (dirty.get(`${m.emissionId}:${at}`)! + coupon)) /
              dirty.get(`${m.emissionId}:${before}`)!;
          }
          // Each level is published to two decimals (at most 0.005 off the unrounded chain).
          expect(
            Math.abs(series[i - 1]!.value * gross - series[i]!.value),
            `index ${indexId} ${at}`,
          ).toBeLessThanOrEqual(0.005 * (1 + gross) + 1e-9);
          expect(Math.round(series[i]!.value * 100)).toBeCloseTo(series[i]!.value * 100, 6);
        }
      }
    });
  },
);
