import type {
  Language,
  LadderResponse,
  WatchlistsResponse,
  WatchlistWithHoldings,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { ExcelSheet } from '../../lib/excel';

/**
 * The watchlist page's two Excel files as sheets: a list's holdings (and its totals by
 * currency) and its cash-flow ladder (months, totals, events). Each cell is the value the
 * page's API answered, in the page's column order; only the column kinds (number formats) and
 * the titles (the page's labels, module `watchlist`) are added here.
 */

type Labels = Record<string, string>;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

const labelsOf = (lang: Language) => ({
  wl: (readLabels(lang, 'watchlist') ?? {}) as Labels,
  ex: (readLabels(lang, 'exports') ?? {}) as Labels,
});

/** The grounds whose latest quotes the holdings show, in the order they first appear. */
function quoteSource(list: WatchlistWithHoldings, wl: Labels): string {
  const grounds = [
    ...new Set(list.holdings.map((h) => h.trading_ground_name).filter((g) => g !== null)),
  ];
  return fill(wl.xlsx_source_holdings ?? 'Latest quotes: {{grounds}}', {
    grounds: grounds.length > 0 ? grounds.join(', ') : '—',
  });
}

/** A list's holdings and totals, as `GET /api/watchlist/` answers them for that list. */
export function holdingsSheets(
  page: WatchlistsResponse,
  list: WatchlistWithHoldings,
  lang: Language,
): ExcelSheet[] {
  const { wl } = labelsOf(lang);
  const source = quoteSource(list, wl);
  const title = `${list.name} — ${wl.xlsx_title_holdings ?? 'Watchlist'}`;
  return [
    {
      name: wl.xlsx_sheet_holdings ?? 'Holdings',
      title,
      source,
      asOf: page.asOf,
      columns: [
        { title: wl.col_name ?? 'Bond', kind: 'text', width: 32 },
        { title: wl.col_isin ?? 'ISIN', kind: 'text', width: 14 },
        { title: wl.col_currency ?? 'Currency', kind: 'text', width: 9 },
        { title: wl.col_face_value ?? 'Face value', kind: 'amount' },
        { title: wl.col_maturity_date ?? 'Maturity', kind: 'date' },
        { title: wl.col_price_date ?? 'Quote date', kind: 'date' },
        { title: wl.col_trading_ground ?? 'Trading ground', kind: 'text', width: 28 },
        { title: wl.col_price ?? 'Price, %', kind: 'price' },
        { title: wl.col_ytm ?? 'Yield, %', kind: 'yield' },
        // Days, as the ticks store it and the archive file writes it.
        { title: wl.col_duration ?? 'Duration, days', kind: 'integer' },
        { title: wl.col_accrued ?? 'Accrued', kind: 'amount' },
        { title: wl.col_buy_price ?? 'Buy price, %', kind: 'price' },
        { title: wl.col_buy_date ?? 'Buy date', kind: 'date' },
        { title: wl.col_count ?? 'Count', kind: 'volume' },
        { title: wl.col_value ?? 'Value', kind: 'amount' },
        { title: wl.col_pnl_clean ?? 'P&L clean', kind: 'amount' },
        { title: wl.col_coupons_received ?? 'Coupons received', kind: 'amount' },
        { title: wl.col_pnl_total ?? 'P&L with coupons', kind: 'amount' },
      ],
      rows: list.holdings.map((h) => [
        h.name,
        h.isin,
        h.currency,
        h.face_value,
        h.maturity_date,
        h.price_date,
        h.trading_ground_name,
        h.price,
        h.ytm,
        h.duration,
        h.accrued,
        h.buy_price,
        h.buy_date,
        h.count,
        h.value,
        h.pnl_clean,
        h.coupons_received,
        h.pnl_total,
      ]),
    },
    {
      name: wl.xlsx_sheet_totals ?? 'Totals',
      title,
      source,
      asOf: page.asOf,
      // The page's totals add the values it shows: a withheld (***) value counts as nothing.
      notes: [wl.xlsx_totals_note ?? 'Withheld values are not counted'],
      columns: [
        { title: wl.col_currency ?? 'Currency', kind: 'text', width: 9 },
        { title: wl.col_value ?? 'Value', kind: 'amount' },
        { title: wl.col_pnl_clean ?? 'P&L clean', kind: 'amount' },
        { title: wl.col_pnl_total ?? 'P&L with coupons', kind: 'amount' },
      ],
      rows: list.totals.map((t) => [t.currency, t.value, t.pnl_clean, t.pnl_total]),
    },
  ];
}

/** A list's ladder, as `GET /api/watchlist/:id/ladder/` answers it. */
export function ladderSheets(ladder: LadderResponse, asOf: string, lang: Language): ExcelSheet[] {
  const { wl, ex } = labelsOf(lang);
  const title = `${ladder.name} — ${wl.ladder_title ?? 'Cash-flow ladder'}`;
  const source = wl.xlsx_source_ladder ?? 'Payment schedules and put offers of the bonds';
  const notes = [fill(ex.period ?? '{{from}} – {{to}}', { from: ladder.from, to: ladder.to })];
  const sums = [
    { title: wl.ladder_coupons ?? 'Coupons', kind: 'amount' },
    { title: wl.ladder_amortisations ?? 'Amortisations', kind: 'amount' },
    { title: wl.ladder_redemptions ?? 'Redemptions', kind: 'amount' },
    { title: wl.ladder_total ?? 'Total', kind: 'amount' },
    { title: wl.ladder_puts ?? 'Puts (if used)', kind: 'amount' },
  ] as const;
  const base = { title, source, asOf, notes };
  return [
    {
      ...base,
      name: wl.xlsx_sheet_ladder ?? 'Ladder',
      columns: [
        // YYYY-MM: a month, not a day, so it stays text that sorts as it reads.
        { title: wl.ladder_month ?? 'Month', kind: 'text', width: 10 },
        { title: wl.col_currency ?? 'Currency', kind: 'text', width: 9 },
        ...sums,
      ],
      rows: ladder.rows.map((r) => [
        r.month,
        r.currency,
        r.coupons,
        r.amortisations,
        r.redemptions,
        r.total,
        r.puts,
      ]),
    },
    {
      ...base,
      name: wl.xlsx_sheet_totals ?? 'Totals',
      columns: [{ title: wl.col_currency ?? 'Currency', kind: 'text', width: 9 }, ...sums],
      rows: ladder.totals.map((t) => [
        t.currency,
        t.coupons,
        t.amortisations,
        t.redemptions,
        t.total,
        t.puts,
      ]),
    },
    {
      ...base,
      name: wl.xlsx_sheet_events ?? 'Events',
      columns: [
        { title: wl.col_date ?? 'Date', kind: 'date' },
        { title: wl.col_name ?? 'Bond', kind: 'text', width: 32 },
        { title: wl.col_kind ?? 'Payment', kind: 'text', width: 16 },
        { title: wl.col_currency ?? 'Currency', kind: 'text', width: 9 },
        { title: wl.col_amount ?? 'Amount', kind: 'amount' },
        { title: wl.col_note ?? 'Note', kind: 'text', width: 14 },
      ],
      rows: ladder.rows.flatMap((r) =>
        r.events.map((e) => [
          e.date,
          e.bond_name,
          wl[`kind_${e.kind}`] ?? e.kind,
          r.currency,
          e.amount,
          e.estimated ? (wl.estimated ?? 'estimated') : null,
        ]),
      ),
    },
  ];
}
