import { pickText, type CashFlowResponse, type Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { ExcelSheet } from '../../lib/excel';

/** Labels map a code to its text; an unknown code is written as is. */
const label = (labels: Record<string, string>, key: string, fallback: string | null) =>
  labels[key] ?? fallback;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An option's acceptance period as its two ends, for two date columns: the workbook writes
 * every date as a real Excel date, and the period is stored as published, "start – end"
 * (either end may be missing). A text of another shape is kept whole in the first column.
 */
export function acceptancePeriodEnds(period: string | null): [string | null, string | null] {
  if (period === null || period.trim() === '') return [null, null];
  const ends = period.split('–').map((end) => end.trim());
  const dates = ends.length === 2 && ends.every((end) => end === '' || ISO_DAY.test(end));
  if (!dates) return [period.trim(), null];
  return [ends[0] || null, ends[1] || null];
}

/**
 * The cash flow block as two sheets, the payments and the put and call options, with the
 * block's own column titles and the same values the page API answers (`cashFlow`).
 */
export function cashFlowSheets(
  bond: { names: Parameters<typeof pickText>[0] },
  cashFlow: CashFlowResponse,
  lang: Language,
): ExcelSheet[] {
  const cf = readLabels(lang, 'cash_flow') ?? {};
  const ex = readLabels(lang, 'exports') ?? {};
  const name = pickText(bond.names, lang);
  const source = cashFlow.provenance?.source ?? '—';
  const asOf = (cashFlow.provenance?.asOf ?? cashFlow.today).slice(0, 10);
  const amounts = (cf.amounts_per_bond ?? '{{currency}} {{face}}')
    .replace('{{currency}}', cashFlow.currency)
    .replace('{{face}}', String(cashFlow.faceValue));
  return [
    {
      name: ex.sheet_cash_flow ?? 'Cash flow',
      title: `${name} — ${ex.title_cash_flow ?? 'Cash flow'}`,
      source,
      asOf,
      notes: [amounts],
      columns: [
        { title: cf.col_num ?? 'No.', kind: 'integer' },
        { title: cf.col_date ?? 'Date', kind: 'date' },
        { title: cf.col_actual_payment_date ?? 'Paid on', kind: 'date' },
        { title: cf.col_record_date ?? 'Record date', kind: 'date' },
        { title: cf.col_nontrading_start_date ?? 'Trading stops', kind: 'date' },
        { title: cf.col_cupon_rate ?? 'Coupon, %', kind: 'percent' },
        { title: cf.col_cupon_sum ?? 'Coupon', kind: 'amount' },
        { title: cf.col_redemtion ?? 'Redemption', kind: 'amount' },
        { title: cf.col_pool_factor ?? 'Outstanding share', kind: 'number' },
        { title: cf.col_status ?? 'Status', kind: 'text', width: 14 },
        { title: ex.col_note ?? 'Note', kind: 'text', width: 40 },
      ],
      rows: cashFlow.flows.map((f) => [
        f.num,
        f.date,
        f.actual_payment_date,
        f.record_date,
        f.nontrading_start_date,
        f.cupon_rate,
        f.cupon_sum,
        f.redemtion,
        f.pool_factor,
        label(cf, `status_${f.status}`, f.status),
        f.coupon_is_estimated_text,
      ]),
    },
    {
      name: ex.sheet_options ?? 'Options',
      title: `${name} — ${cf.options_title ?? 'Options'}`,
      source,
      asOf,
      columns: [
        { title: cf.col_option_date ?? 'Date', kind: 'date' },
        { title: cf.col_option_type ?? 'Option', kind: 'text', width: 10 },
        { title: cf.col_option_kind ?? 'Kind', kind: 'text', width: 14 },
        { title: ex.col_option_period_start ?? 'Acceptance starts', kind: 'date', width: 14 },
        { title: ex.col_option_period_end ?? 'Acceptance ends', kind: 'date', width: 14 },
        { title: ex.col_notice_days ?? 'Notice period, days', kind: 'integer', width: 16 },
        { title: cf.col_option_price ?? 'Price', kind: 'price' },
        { title: cf.col_benchmark_spread ?? 'Benchmark spread', kind: 'spread' },
        { title: cf.col_repurchased_amount ?? 'Bought back', kind: 'amount' },
        { title: cf.col_status ?? 'Status', kind: 'text', width: 14 },
      ],
      rows: cashFlow.options.map((o) => [
        o.date,
        label(cf, `option_${o.type}`, o.type),
        o.option_type &&
          label(cf, `option_kind_${o.option_type.replace(/-/g, '_')}`, o.option_type),
        ...acceptancePeriodEnds(o.period),
        // A count of days is a number; a notice published otherwise stays its text.
        o.notice_days ?? o.notice_period,
        o.price,
        o.benchmark_spread,
        o.repurchased_amount,
        label(cf, `option_status_${o.status}`, o.status),
      ]),
    },
  ];
}
