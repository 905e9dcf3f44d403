import { parseRows } from '../parse-rows';
import { moexGSpreadCurves } from './curves';
import { ReportBuilder } from '../report';
import type { ImportSource } from '../source';
import { readTable } from '../table-file';
import { writeHistory, type HistoryRow } from '../ticks';
import { optionalNumber, parseDate, requiredText } from '../values';

export const moexHistory: ImportSource = {
  name: 'moex-history',
  summary: 'MOEX ISS daily bond history (close, yield, duration, accrued interest)',
  format: [
    'CSV with header TRADEDATE,CLOSE,YIELDCLOSE,DURATION,ACCINT,secid (ofz_history.csv);',
    'TRADEDATE YYYY-MM-DD or dd.mm.yyyy; empty = not published (e.g. CLOSE during a halt).',
    '-> trading_ticks on the Moscow Exchange ground (id 1), source moex-iss, per trade date:',
    '   CLOSE -> last_price and legalcloseprice, YIELDCLOSE -> ytm_close (the exchange yield),',
    '   DURATION -> duration (days), ACCINT -> nkd; OUR yield from CLOSE by bond-math (stored',
    '   terms and cash flows, T+1 on the MOEX calendar) -> ytm_last, with modified_duration, convexity,',
    '   pvbp and years_to_maturity. The bond must be stored (import its bondization first).',
  ],
  async run(db, file, options) {
    const table = readTable(file, {
      source: this.name,
      required: ['TRADEDATE', 'CLOSE', 'YIELDCLOSE', 'DURATION', 'ACCINT', 'secid'],
    });
    const report = new ReportBuilder(this.name, [table.file]);
    const rows: HistoryRow[] = parseRows(
      table,
      report,
      (row) => ({
        code: requiredText(row.get('secid'), 'secid').toUpperCase(),
        date: parseDate(row.get('TRADEDATE') ?? '', 'TRADEDATE'),
        close: optionalNumber(row.get('CLOSE'), 'CLOSE'),
        yieldClose: optionalNumber(row.get('YIELDCLOSE'), 'YIELDCLOSE'),
        duration: optionalNumber(row.get('DURATION'), 'DURATION'),
        accint: optionalNumber(row.get('ACCINT'), 'ACCINT'),
      }),
      (r) => `${r.code} ${r.date}`,
    );
    const curves = await moexGSpreadCurves(
      db,
      rows.map((r) => r.date),
    );
    await writeHistory(db, rows, report, options.onProgress, curves);
    return report.finish();
  },
};
