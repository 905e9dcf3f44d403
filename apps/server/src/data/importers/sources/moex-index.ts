import type { LocalizedText } from '@bondsight/contracts';
import { indexValues } from '../../../db/schema/index';
import { parseRows } from '../parse-rows';
import { ensureIndex } from '../reference';
import { ReportBuilder } from '../report';
import type { ImportSource } from '../source';
import { readTable } from '../table-file';
import { upsertRows } from '../upsert';
import { parseDate, requiredNumber, requiredText } from '../values';

/** English names of the exchange's indexes in the samples; the file gives the Russian one. */
const ENGLISH: Record<string, string> = {
  RGBI: 'MOEX Russian Government Bond Index (price)',
  RGBITR: 'MOEX Russian Government Bond Index (total return)',
  RUCBICP: 'MOEX Russian Corporate Bond Index (price)',
  RUCBITR: 'MOEX Russian Corporate Bond Index (total return)',
  RUMBITR: 'MOEX Russian Municipal Bond Index (total return)',
  IMOEX: 'MOEX Russia Index',
};

export const moexIndex: ImportSource = {
  name: 'moex-index',
  summary: 'MOEX index history (RGBI, RGBITR, RUCBITR, IMOEX...)',
  format: [
    'ISS history CSV with header BOARDID,SECID,TRADEDATE,SHORTNAME,NAME,CLOSE,... (indexes_*.csv);',
    'required SECID, TRADEDATE (dd.mm.yyyy or YYYY-MM-DD), CLOSE; NAME and CURRENCYID used.',
    '-> indexes (code = SECID, Russian name from NAME) + index_values (CLOSE by date),',
    '   source moex-iss (the date is the as-of).',
  ],
  async run(db, file, options) {
    const table = readTable(file, { source: this.name, required: ['SECID', 'TRADEDATE', 'CLOSE'] });
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseRows(
      table,
      report,
      (row) => ({
        code: requiredText(row.get('SECID'), 'SECID').toUpperCase(),
        date: parseDate(row.get('TRADEDATE') ?? '', 'TRADEDATE'),
        value: requiredNumber(row.get('CLOSE'), 'CLOSE'),
        name: (row.get('NAME') ?? row.get('SHORTNAME') ?? '').trim(),
        currency: (row.get('CURRENCYID') ?? '').trim().toUpperCase() || null,
      }),
      (r) => `${r.code} ${r.date}`,
    );
    const codes = [...new Set(rows.map((r) => r.code))];
    let done = 0;
    for (const code of codes) {
      const own = rows.filter((r) => r.code === code);
      const latest = own.reduce((a, b) => (b.date > a.date ? b : a));
      const names: LocalizedText = {
        eng: ENGLISH[code] ?? code,
        ...(latest.name ? { rus: latest.name } : {}),
      };
      const indexId = await ensureIndex(db, code, names, latest.currency, 'moex-iss');
      await upsertRows(
        db,
        {
          table: indexValues,
          key: ['indexId', 'date'],
          update: ['value', 'source'],
          batchSize: 5000,
          onBatch: (n) => options.onProgress?.(done + n, rows.length, code),
        },
        own.map((r) => ({
          line: r.line,
          values: [{ indexId, date: r.date, value: r.value, source: 'moex-iss' }],
        })),
        report,
      );
      done += own.length;
    }
    return report.finish();
  },
};
