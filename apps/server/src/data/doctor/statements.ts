import { sql, type SQL } from 'drizzle-orm';
import { STATEMENT_LIMITS } from '../../lib/statement-checks';
import { reportLines } from '../../db/schema/index';
import { findingsQuery, lit, rulesSql, runFindings, sqlCheck, type Check } from './types';

/**
 * Issuers' statements (report_values, keyed by line codes of the catalogue report_lines). The
 * rules read line codes, not standards, so a new template (a bank's IFRS) is judged by the same
 * rules as soon as it uses the catalogue's codes. Thresholds are lib/statement-checks.ts's
 * (STATEMENT_LIMITS), the ones the generator's and the API's tests hold the statements to.
 */

/** Lines by meaning, over the standards' catalogues (bank RSBU, IFRS, RSBU form codes). */
const TOTAL_ASSETS = ['total_assets', '1600'];
const TOTAL_LIABILITIES_EQUITY = ['total_liabilities_equity', 'total_equity_liabilities', '1700'];
const CASH_BEGINNING = ['cash_beginning', '4450'];
const CASH_END = ['cash_end', '4500'];
const CASH_CHANGE = ['net_change', 'net_change_in_cash', '4400'];
/** The balance sheet's cash, which the cash flow statement must end on. */
const BALANCE_CASH = ['cash', 'cash_and_equivalents', '1250'];
/** Lines that are costs: stored with the sign of a cost (≤ 0), as every catalogue sums them. */
const EXPENSES = [
  'interest_expense',
  'fee_expense',
  'provisions',
  'credit_loss_expense',
  'operating_expenses',
  'cost_of_sales',
  'sga_expenses',
  'finance_costs',
  '2120',
  '2210',
  '2220',
  '2330',
  '2350',
];

/**
 * Capital adequacy minimums, %: the Bank of Russia's N1.0 (the shared minimum, 8 %), N1.1
 * 4.5 % and N1.2 6 %, and the IFRS total capital ratio (8 %, as N1.0). Above 100 % capital
 * would exceed the risk it carries: a lending bank never gets there. A ratio outside is
 * allowed only to a distressed issuer.
 */
const CAPITAL_RATIOS: readonly { line: string; min: number }[] = [
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

/**
 * The values the period rules read, by pivot column: each line code maps to one column (a
 * hash join on the code, then integer filters: no text compared per value and column).
 */
const PIVOT: Readonly<Record<string, readonly string[]>> = {
  assets: TOTAL_ASSETS,
  liabilities_equity: TOTAL_LIABILITIES_EQUITY,
  cash_beginning: CASH_BEGINNING,
  cash_end: CASH_END,
  cash_change: CASH_CHANGE,
  balance_cash: BALANCE_CASH,
  own_funds: ['own_funds'],
  cet1: ['cet1_capital'],
  at1: ['additional_tier1'],
  rwa: ['rwa'],
  ...Object.fromEntries(CAPITAL_RATIOS.map((c) => [c.line, [c.line]])),
  net_interest_income: ['net_interest_income'],
  net_fee_income: ['net_fee_income'],
  trading_income: ['trading_income'],
  operating_expenses: ['operating_expenses'],
  dividend_per_share: ['dividend_per_share'],
  market_cap: ['market_cap'],
  shares_outstanding: ['shares_outstanding'],
};
const PIVOT_COLUMNS = Object.keys(PIVOT);

/** (line code, pivot slot or null, is a cost line) for every code the rules read. */
function pivotMap(): SQL {
  const codes = new Set([...Object.values(PIVOT).flat(), ...EXPENSES]);
  const slot = (code: string) => PIVOT_COLUMNS.findIndex((c) => PIVOT[c]!.includes(code));
  return sql`(values ${sql.join(
    [...codes].map((code) => {
      const k = slot(code);
      return sql`(${code}::text, ${k < 0 ? sql`null::int` : lit(k)}, ${sql.raw(String(EXPENSES.includes(code)))})`;
    }),
    sql`, `,
  )}) as m(line_code, slot, expense)`;
}

const TOTALS_INVARIANTS = [
  {
    code: 'statement_total_mismatch',
    title:
      'A total line is not the sum of its lines (the catalogue tree), beyond half a unit of the statement per line',
    show: ['issuer', 'report', 'period', 'line', 'total', 'lines_sum'],
  },
] as const;

/**
 * A total that is not the sum of its lines, for every parent line of the catalogues. The
 * catalogue (report_lines, a couple of hundred rows) is read first and numbered here, so the
 * one pass over the values groups on integers.
 */
export const statementTotalsCheck: Check = {
  group: 'statements',
  name: 'statement totals',
  invariants: TOTALS_INVARIANTS,
  // Joined to the numbered catalogue (a VALUES list, no statistics) the planner expects a few
  // rows and seeks each report's values by index: hash joins and a hash grouping instead.
  settings: { enable_nestloop: 'off', enable_sort: 'off' },
  async run(tx, context) {
    const catalogue = await tx
      .select({
        standard: reportLines.standard,
        table: reportLines.tableCode,
        line: reportLines.lineCode,
        parent: reportLines.parentCode,
      })
      .from(reportLines)
      .orderBy(reportLines.standard, reportLines.tableCode, reportLines.lineCode);
    const key = (standard: string, table: string, line: string) =>
      `${standard}\u0000${table}\u0000${line}`;
    const node = new Map(catalogue.map((l, i) => [key(l.standard, l.table, l.line), i + 1]));
    const totals = new Set(
      catalogue.filter((l) => l.parent !== null).map((l) => key(l.standard, l.table, l.parent!)),
    );
    const rows = catalogue.map((l) => {
      const own = key(l.standard, l.table, l.line);
      const parent = l.parent === null ? undefined : node.get(key(l.standard, l.table, l.parent));
      return sql`(${l.standard}::text, ${l.table}::text, ${l.line}::text, ${lit(node.get(own)!)},
        ${parent === undefined ? sql`null::int` : lit(parent)}, ${sql.raw(String(totals.has(own)))})`;
    });
    const lines =
      rows.length === 0
        ? sql`(select null::text, null::text, null::text, null::int, null::int, false where false)`
        : sql`(values ${sql.join(rows, sql`, `)})`;
    const offending = sql`
      select 'statement_total_mismatch'::text as code, r.emitent_id as issuer,
        s.report_id as report, s.period_type || ' ' || s.period_end as period,
        n.table_code || '.' || n.line_code as line, s.total, s.lines_sum
      from (
        select report_id, period_type, period_end, node,
          sum(part) as lines_sum, count(part) as lines, max(total) as total
        from (
          -- Each value twice (unnest in the select list: no join per value): as a line of
          -- its parent's total, and as the total it is, when it is one.
          select v.report_id, v.period_type, v.period_end,
            unnest(array[l.parent, case when l.is_total then l.node end]) as node,
            unnest(array[v.value, null]) as part,
            unnest(array[null, v.value]) as total
          from report_values v
          join financial_reports r on r.id = v.report_id
          join ${lines} as l(standard, table_code, line_code, node, parent, is_total)
            on l.standard = r.standard and l.table_code = v.table_code
            and l.line_code = v.line_code
        ) u
        where node is not null
        group by report_id, period_type, period_end, node
      ) s
      join financial_reports r on r.id = s.report_id
      join ${lines} as n(standard, table_code, line_code, node, parent, is_total) on n.node = s.node
      where s.lines > 0
        and abs(s.total - s.lines_sum) > greatest(0.5 * s.lines, 1e-6 * abs(s.total))`;
    return runFindings(
      tx,
      findingsQuery(
        TOTALS_INVARIANTS.map((i) => i.code),
        offending,
        'issuer, report, period, line',
        context.examples,
      ),
    );
  },
};

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
        values_of as (
          select v.report_id, v.period_type, v.period_end,
            ${sql.join(
              PIVOT_COLUMNS.map(
                (c, k) => sql`max(v.value) filter (where m.slot = ${lit(k)}) as ${sql.raw(c)}`,
              ),
              sql`, `,
            )},
            string_agg(v.table_code || '.' || v.line_code || '=' || round(v.value::numeric, 2), ' ')
              filter (where m.expense and v.value > 0) as positive_expenses
          from report_values v
          join ${pivotMap()} on m.line_code = v.line_code
          group by v.report_id, v.period_type, v.period_end
        ),
        p as (
          select r.emitent_id as issuer, s.stock, power(10::float8, r.unit_exponent) as unit,
            x.report_id as report, x.*
          from values_of x
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
