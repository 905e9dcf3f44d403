import type { FlowInput } from '../cash-flows';
import { parseRows } from '../parse-rows';
import { groupByCode, writeFlows } from '../payments';
import { ReportBuilder } from '../report';
import type { ImportSource } from '../source';
import { readTable } from '../table-file';
import { parseDate, requiredNumber, requiredText, RowError } from '../values';

const KINDS: Record<string, 'coupon' | 'redemption'> = {
  coupon: 'coupon',
  amortization: 'redemption',
  amortisation: 'redemption',
  redemption: 'redemption',
  maturity: 'redemption',
};

export const moexBondization: ImportSource = {
  name: 'moex-bondization',
  summary: 'MOEX ISS bondization cash flows (coupons and redemptions per bond)',
  format: [
    'CSV with header secid,date,value,type (ofz_cashflows.csv); date YYYY-MM-DD,',
    'value = amount per bond in its currency, type = coupon | amortization.',
    '-> emission_cash_flows (coupon_sum / redemption by date; numbers, pool factor and',
    '   ACT/365F implied coupon rates derived), source moex-iss, as_of = payment date.',
    'The bond must be stored (matched by SECID or ISIN), except an OFZ (SU#####RMFS#),',
    'which is created from its flows (Minfin, RUB, ACT/365F; face, maturity, frequency,',
    'rate and accrual start implied by the amounts).',
  ],
  async run(db, file, options) {
    const table = readTable(file, {
      source: this.name,
      required: ['secid', 'date', 'value', 'type'],
    });
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseRows(
      table,
      report,
      (row) => {
        const code = requiredText(row.get('secid'), 'secid').toUpperCase();
        const date = parseDate(row.get('date') ?? '', 'date');
        const value = requiredNumber(row.get('value'), 'value');
        if (value < 0) throw new RowError(`value ${value} is negative`);
        const type = (row.get('type') ?? '').trim().toLowerCase();
        const kind = KINDS[type];
        if (!kind) throw new RowError(`type "${type}" is not coupon or amortization`);
        return { code, date, kind, value };
      },
      (r) => `${r.code} ${r.date} ${r.kind}`,
    );
    const inputs = rows.map((r): FlowInput & { code: string } => ({
      code: r.code,
      line: r.line,
      date: r.date,
      ...(r.kind === 'coupon' ? { coupon: r.value } : { redemption: r.value }),
      source: 'moex-iss',
    }));
    await writeFlows(db, groupByCode(inputs), report, {
      wholeSchedule: true,
      source: 'moex-iss',
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    return report.finish();
  },
};
