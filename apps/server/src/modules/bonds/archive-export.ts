import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { isMasked, type ArchiveTick } from '@bondsight/contracts';
import type { Labels } from '@bondsight/labels';

type ExportTick = Pick<
  ArchiveTick,
  'date' | 'tradingGroundName' | 'cleanPrice' | 'ytm' | 'accruedInterest' | 'duration' | 'volume'
>;

/** A masked value is written as the page shows it: asterisks, not a blank that looks missing. */
const cell = (value: ArchiveTick['ytm']) => (isMasked(value) ? '***' : value);

/** Streams the archive as an .xlsx workbook straight to the response. */
export async function writeArchiveWorkbook(
  out: Writable,
  title: string,
  ticks: ExportTick[],
  labels: Labels,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.title = title;
  workbook.creator = 'Bondsight';
  const sheet = workbook.addWorksheet('Archive');
  sheet.columns = [
    { header: labels.col_date ?? 'Date', key: 'date', width: 12 },
    { header: labels.col_ground ?? 'Trading ground', key: 'ground', width: 28 },
    { header: labels.col_price ?? 'Price', key: 'price', width: 12, style: { numFmt: '0.0000' } },
    { header: labels.col_yield ?? 'Yield', key: 'ytm', width: 12, style: { numFmt: '0.000' } },
    { header: labels.col_nkd ?? 'Accrued', key: 'nkd', width: 14, style: { numFmt: '0.00' } },
    {
      header: labels.col_duration ?? 'Duration',
      key: 'duration',
      width: 14,
      style: { numFmt: '0' },
    },
    { header: labels.col_volume ?? 'Volume', key: 'volume', width: 16, style: { numFmt: '#,##0' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const t of ticks) {
    sheet
      .addRow({
        date: t.date,
        ground: t.tradingGroundName,
        price: cell(t.cleanPrice),
        ytm: cell(t.ytm),
        nkd: cell(t.accruedInterest),
        duration: cell(t.duration),
        volume: cell(t.volume),
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
