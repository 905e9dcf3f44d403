import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Labels } from '@bondsight/labels';

interface ExportTick {
  date: string;
  tradingGroundName: string;
  cleanPrice: number | null;
  ytm: number | null;
  accruedInterest: number | null;
  duration: number | null;
  volume: number | null;
}

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
        price: t.cleanPrice,
        ytm: t.ytm,
        nkd: t.accruedInterest,
        duration: t.duration,
        volume: t.volume,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
