import { sql, type SQL } from 'drizzle-orm';
import { STATEMENT_LIMITS } from '../../lib/statement-checks';
import type { CAPITAL_RATIO_LINES } from '../../lib/statement-lines';
import { totalsOffOf } from '../../db/report-period-checks';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * Issuers' statements, judged on report_period_checks (db/report-period-checks.ts): per report
 * period, the values these rules read (lib/statement-lines.ts) and the count of totals that are
 * not the sum of their lines, kept by triggers on the statements' tables (their sample is
 * re-judged by report-checks.ts). Thresholds are lib/statement-checks.ts's (STATEMENT_LIMITS),
 * the ones the generator's and the API's tests hold the statements to.
 */

/**
 * Capital adequacy minimums, %: the Bank of Russia's N1.0 (the shared minimum, 8 %), N1.1
 * 4.5 % and N1.2 6 %, and the IFRS total capital ratio (8 %, as N1.0). Above 100 % capital
 * would exceed the risk it carries: a lending bank never gets there. A ratio outside is
 * allowed only to a distressed issuer.
 */
const CAPITAL_RATIOS: readonly { line: (typeof CAPITAL_RATIO_LINES)[number]; min: number }[] = [
  { line: 'n1_0', min: STATEMENT_LIMITS.capitalAdequacyMin },
  { line: 'n1_1', min: 4.5 },
  { line: 'n1_2', min: 6 },
  { line: 'capital_adequacy_ratio', min: STATEMENT_LIMITS.capitalAdequacyMin },
];
const CAPITAL_RATIO_MAX = 100;
/** Capital ratios are published to 0.01 of a percentage point. */
const RATIO_PRECISION = 0.01;
/**
 * Distress: a defaulted or technically defaulted bond of the issuer, a default fact, or a
 * current issuer rating of B− (B3) or lower: rank 16 on every scale of the catalogue.
 */
const DISTRESSED_RANK = 16;
/** A year's dividends over the share price, at most (STATEMENT_LIMITS: 15 %). */
const MAX_DIVIDEND_YIELD = STATEMENT_LIMITS.dividendYieldMax / 100;
/** Cost / income, % (operating expenses over net interest, fee and trading income). */
const [COST_INCOME_MIN, COST_INCOME_MAX] = STATEMENT_LIMITS.costIncome;
/** A statement's own unit: totals agree to it. */
const UNIT = STATEMENT_LIMITS.tolerance;

const TOTALS_INVARIANTS = [
  {
    code: 'statement_total_mismatch',
    title:
      'A total line is not the sum of its lines (the catalogue tree), beyond half a unit of the statement per line',
    show: ['issuer', 'report', 'period', 'line', 'total', 'lines_sum'],
  },
] as const;

/**
 * A total that is not the sum of its lines, for every parent line of the catalogues: the
 * periods report_period_checks counts mismatches in are judged again from their values, for
 * the examples (a sound world has none to read).
 */
export const statementTotalsCheck = sqlCheck(
  'statements',
  'statement totals',
  TOTALS_INVARIANTS,
  () => ({
    offending: sql`
      with suspects as (
        select v.* from report_values v
        join report_period_checks c on c.report_id = v.report_id
          and c.period_type = v.period_type and c.period_end = v.period_end
        where c.total_mismatches > 0
      )
      select 'statement_total_mismatch'::text as code, r.emitent_id as issuer,
        o.report_id as report, o.period_type || ' ' || o.period_end as period,
        o.table_code || '.' || o.line_code as line, o.total, o.lines_sum
      from (${sql.raw(totalsOffOf('suspects'))}) o
      join financial_reports r on r.id = o.report_id`,
    order: 'issuer, report, period, line',
  }),
);

/**
 * The distress flag of an issuer (see DISTRESSED_RANK), looked up by the issuer's indexes and
 * only for a period that breaks a bank rule (the rule is coalesced to false first: a null
 * would make the database evaluate this too): its bonds, its default facts, and its current
 * rating per scale (the latest action; a revoked one is no grade).
 */
const distressed = (issuer: SQL) => sql`(
  exists (select 1 from emissions d where d.emitent_id = ${issuer}
    and (d.status_id in (174, 256) or d.defaulted_on is not null))
  or exists (select 1 from bond_facts f where f.emitent_id = ${issuer} and f.kind = 'default')
  or exists (
    select 1 from (
      select distinct on (a.scale_id) a.status, a.scale_point_id from rating_actions a
      where a.emitent_id = ${issuer} and a.subject = 'emitent'
      order by a.scale_id, a.date desc, a.id desc) latest
    join rating_scale_points g on g.id = latest.scale_point_id
    where latest.status = 'active' and g.rank >= ${lit(DISTRESSED_RANK)}))`;

/** Statement rules of one report period: balance, cash, capital, income, dividends. */
export const statementRulesCheck = sqlCheck(
  'statements',
  'statement rules',
  [
    {
      code: 'balance_not_balanced',
      title: `Total assets ≠ total liabilities and equity, beyond ${UNIT} unit of the statement`,
      show: ['issuer', 'report', 'period', 'assets', 'liabilities_equity'],
    },
    {
      code: 'cash_does_not_roll',
      title:
        'Cash at the end ≠ cash at the beginning + net change in cash, or ≠ the balance sheet’s cash, ' +
        `beyond ${UNIT} unit`,
      show: [
        'issuer',
        'report',
        'period',
        'cash_beginning',
        'cash_change',
        'cash_end',
        'balance_cash',
      ],
    },
    {
      code: 'capital_ratio_not_recomputed',
      title: `Capital ratio (N1.0, N1.1, N1.2) ≠ 100 × capital / risk-weighted assets, beyond ${RATIO_PRECISION} pp`,
      show: ['issuer', 'report', 'period', 'detail'],
    },
    {
      code: 'capital_ratio_out_of_range',
      title:
        'Capital ratio below its regulatory minimum (N1.0 8 %, N1.1 4.5 %, N1.2 6 %, Basel 8 %) or above ' +
        `${CAPITAL_RATIO_MAX} %, for an issuer without a distress flag (a defaulted bond or a current rating of B− or lower)`,
      show: ['issuer', 'report', 'period', 'detail'],
    },
    {
      code: 'bank_negative_net_interest_income',
      title:
        'Net interest income of zero or less (a bank that pays as much interest as it earns), ' +
        'for an issuer without a distress flag',
      show: ['issuer', 'report', 'period', 'net_interest_income'],
    },
    {
      code: 'cost_income_out_of_range',
      title:
        `Cost / income (operating expenses over net interest, fee and trading income) outside ` +
        `${COST_INCOME_MIN}–${COST_INCOME_MAX} %, for an issuer without a distress flag`,
      show: ['issuer', 'report', 'period', 'cost_income'],
    },
    {
      code: 'expense_with_income_sign',
      title:
        'A cost line (interest, fee, operating, cost of sales...) stored with the sign of income',
      show: ['issuer', 'report', 'period', 'detail'],
    },
    {
      code: 'dividend_implausible',
      title: `Dividend per share negative, or above ${STATEMENT_LIMITS.dividendYieldMax} % of the share price (market cap / shares, else the stock's close)`,
      show: ['issuer', 'report', 'period', 'dividend_per_share', 'share_price'],
    },
  ],
  () => {
    const ratio = (line: string) => sql.raw(`p.${line}`);
    const recomputed: Record<string, SQL> = {
      n1_0: sql`100 * p.own_funds / nullif(p.rwa, 0)`,
      n1_1: sql`100 * p.cet1 / nullif(p.rwa, 0)`,
      n1_2: sql`100 * (p.cet1 + p.at1) / nullif(p.rwa, 0)`,
    };
    const off = Object.entries(recomputed).map(
      ([line, expr]) => sql`case when abs(${ratio(line)} - ${expr}) > ${lit(RATIO_PRECISION)}
        then ${sql.raw(`'${line}='`)} || round(${ratio(line)}::numeric, 2)
          || ' recomputed ' || round((${expr})::numeric, 2) end`,
    );
    const outOfRange = CAPITAL_RATIOS.map(
      (c) =>
        sql`(${ratio(c.line)} < ${lit(c.min)} or ${ratio(c.line)} > ${lit(CAPITAL_RATIO_MAX)})`,
    );
    const outText = CAPITAL_RATIOS.map(
      (c) => sql`case when ${outOfRange[CAPITAL_RATIOS.indexOf(c)]}
        then ${sql.raw(`'${c.line}='`)} || round(${ratio(c.line)}::numeric, 2) end`,
    );
    // The implied price of the statement's own market cap, else the stock's close by then
    // (looked up by the prices' key, only for periods that pay a dividend without a market cap).
    const sharePrice = sql`coalesce(
      p.market_cap * p.unit / nullif(p.shares_outstanding * 1e6, 0),
      (select c.close from equity_prices c where c.equity_id = p.stock and c.date <= p.period_end
        order by c.date desc limit 1))`;
    const costIncome = sql`(-100 * p.operating_expenses / nullif(p.net_interest_income
      + coalesce(p.net_fee_income, 0) + coalesce(p.trading_income, 0), 0))`;
    const rules = rulesSql([
      {
        code: 'balance_not_balanced',
        when: sql`abs(p.assets - p.liabilities_equity) > ${lit(UNIT)}`,
      },
      {
        code: 'cash_does_not_roll',
        when: sql`abs(p.cash_end - p.cash_beginning - p.cash_change) > ${lit(UNIT)}
          or abs(p.cash_end - p.balance_cash) > ${lit(UNIT)}`,
      },
      {
        code: 'capital_ratio_not_recomputed',
        when: sql`concat_ws(' ', ${sql.join(off, sql`, `)}) <> ''`,
      },
      {
        code: 'capital_ratio_out_of_range',
        when: sql`coalesce(${sql.join(outOfRange, sql` or `)}, false)
          and not ${distressed(sql`p.issuer`)}`,
      },
      {
        code: 'bank_negative_net_interest_income',
        when: sql`coalesce(p.net_interest_income <= 0, false) and not ${distressed(sql`p.issuer`)}`,
      },
      {
        code: 'cost_income_out_of_range',
        when: sql`coalesce(${costIncome} < ${lit(COST_INCOME_MIN)} or ${costIncome} > ${lit(COST_INCOME_MAX)}, false)
          and not ${distressed(sql`p.issuer`)}`,
      },
      { code: 'expense_with_income_sign', when: sql`p.positive_expenses is not null` },
      {
        code: 'dividend_implausible',
        // A case, not an or: the price (a lookup) only for a period that pays a dividend.
        when: sql`case when p.dividend_per_share is null or p.dividend_per_share = 0 then false
          when p.dividend_per_share < 0 then true
          else p.dividend_per_share > ${lit(MAX_DIVIDEND_YIELD)} * ${sharePrice} end`,
      },
    ]);
    return {
      offending: sql`
        with stocks as (
          select emitent_id, min(id) as stock from equities
          where kind = 'stock' and emitent_id is not null group by emitent_id
        ),
        p as (
          select r.emitent_id as issuer, s.stock, power(10::float8, r.unit_exponent) as unit,
            x.report_id as report, x.*
          from report_period_checks x
          join financial_reports r on r.id = x.report_id
          left join stocks s on s.emitent_id = r.emitent_id
        )
        select x.code, p.issuer, p.report, p.period_type || ' ' || p.period_end as period,
          p.assets, p.liabilities_equity, p.cash_beginning, p.cash_change, p.cash_end,
          p.balance_cash, p.net_interest_income, p.dividend_per_share,
          round(${costIncome}::numeric, 1) as cost_income,
          case when x.code = 'dividend_implausible' then round((${sharePrice})::numeric, 2) end
            as share_price,
          case x.code
            when 'capital_ratio_not_recomputed' then concat_ws(' ', ${sql.join(off, sql`, `)})
            when 'capital_ratio_out_of_range' then concat_ws(' ', ${sql.join(outText, sql`, `)})
            when 'expense_with_income_sign' then p.positive_expenses
          end as detail
        from p
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'issuer, report, period',
    };
  },
);
