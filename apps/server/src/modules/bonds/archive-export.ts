import type { Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { ExcelSheet } from '../../lib/excel';
import type { getArchiveForExport } from './bonds.service';

type Archive = Awaited<ReturnType<typeof getArchiveForExport>>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(values[key] ?? whole));

/**
 * The archive export as a sheet: the columns of the archive table (date, ground, price, yield,
 * accrued interest, duration, volume) with the page's decimals, under the bond's name, the
 * ticks' source, the data's as-of date, the period asked for and, when the latest tick is over
 * 7 days old, the spec's old-data notice.
 */
export function archiveSheet(
  archive: Archive,
  range: { from?: string | undefined; to?: string | undefined },
  lang: Language,
): ExcelSheet {
  const bond = readLabels(lang, 'bond') ?? {};
  const ex = readLabels(lang, 'exports') ?? {};
  // Ticks come newest first: the first is the latest.
  const latest = archive.ticks[0];
  const notes: string[] = [];
  if (range.from || range.to)
    notes.push(
      fill(ex.period ?? '{{from}} – {{to}}', { from: range.from ?? '…', to: range.to ?? '…' }),
    );
  if (latest?.stale)
    notes.push(
      fill(ex.old_data_notice ?? 'old data: {{days}}', {
        days: latest.ageDays,
        date: latest.date,
      }),
    );
  const sources = [...new Set(archive.ticks.map((t) => t.source))];
  return {
    name: ex.sheet_archive ?? 'Archive',
    title: `${archive.name} — ${ex.title_archive ?? 'Archive'}`,
    source: sources.length > 0 ? sources.join(', ') : archive.bond.source,
    asOf: archive.bond.asOf.toISOString().slice(0, 10),
    notes,
    columns: [
      { title: bond.col_date ?? 'Date', kind: 'date' },
      { title: bond.col_ground ?? 'Trading ground', kind: 'text', width: 28 },
      { title: bond.col_price ?? 'Price', kind: 'price' },
      { title: bond.col_yield ?? 'Yield', kind: 'yield' },
      { title: bond.col_nkd ?? 'Accrued', kind: 'amount' },
      { title: bond.col_duration ?? 'Duration', kind: 'integer' },
      { title: bond.col_volume ?? 'Volume', kind: 'volume' },
    ],
    rows: archive.ticks.map((t) => [
      t.date,
      t.tradingGroundName,
      t.cleanPrice,
      t.ytm,
      t.accruedInterest,
      t.duration,
      t.volume,
    ]),
  };
}
