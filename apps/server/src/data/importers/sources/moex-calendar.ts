import type { Db } from '../../../db/client';
import type { FlowInput } from '../cash-flows';
import { offerPeriod, offerType, writeOffers } from '../offers';
import { parseRows } from '../parse-rows';
import { groupByCode, writeFlows } from '../payments';
import { ReportBuilder } from '../report';
import type { ImportOptions, ImportSource, Progress } from '../source';
import { readTable, type TableRow } from '../table-file';
import { optionalDate, optionalNumber, parseDate, requiredText, RowError } from '../values';

/**
 * moex.com calendar exports (coupons, redemptions and amortisations, offers of the whole
 * market in a date window): four preamble lines (ISIN filter, start and end dates, blank),
 * then a tab- or ';'-separated header, dates dd.mm.yyyy. They name a bond by ISIN (or SECID)
 * but carry no maturity, frequency or issuer, so they never create a bond: an unknown bond's
 * row is rejected.
 */
const COMMON = [
  'Format: moex.com calendar export, 4 preamble lines then a tab- or ;-separated header;',
  'dates dd.mm.yyyy; the bond must be stored (matched by ISIN or SECID), else the row is',
  'rejected.',
];

const PAYMENT = 'Payment amount, nominal currency';

function calendarTable(file: string, source: string, required: string[]) {
  return readTable(file, {
    source,
    required: ['ISIN', 'Date', ...required],
    delimiter: 'auto',
    headerFirstField: 'ISIN',
  });
}

const isinOf = (row: TableRow) => requiredText(row.get('ISIN'), 'ISIN').toUpperCase();

type PaymentRow = FlowInput & { code: string };

/**
 * The coupon and the amortisation exports differ only in how a row reads: both check the
 * header, parse every row (rejecting bad ones with their line), and write each bond's flows.
 */
async function importPayments(
  db: Db,
  file: string,
  options: ImportOptions,
  source: string,
  required: string[],
  parse: (row: TableRow, report: ReportBuilder) => PaymentRow | null,
) {
  const table = calendarTable(file, source, required);
  const report = new ReportBuilder(source, [table.file]);
  const rows = parseRows(
    table,
    report,
    (row) => parse(row, report),
    (r) => `${r.code} ${r.date}`,
  );
  await writeFlows(db, groupByCode(rows), report, {
    wholeSchedule: false,
    source: 'moex-iss',
    ...progress(options),
  });
  return report.finish();
}

export const moexCoupons: ImportSource = {
  name: 'moex-coupons',
  summary: 'moex.com coupon calendar export (Coupon_payments.csv)',
  format: [
    ...COMMON,
    "Columns used: ISIN, Date, 'Coupon rate, per cent per annum', 'Payment amount, nominal currency'.",
    '-> emission_cash_flows: coupon_sum and coupon_rate at Date, source moex-iss, as_of = Date.',
    'A coupon without a published amount (a floater not yet fixed) is skipped.',
  ],
  run(db, file, options) {
    return importPayments(
      db,
      file,
      options,
      this.name,
      ['Coupon rate, per cent per annum', PAYMENT],
      (row, report) => {
        const code = isinOf(row);
        const date = parseDate(row.get('Date') ?? '', 'Date');
        const coupon = optionalNumber(row.get(PAYMENT), PAYMENT);
        const rate = optionalNumber(row.get('Coupon rate, per cent per annum'), 'Coupon rate');
        if (coupon === null) {
          report.skip('coupons without a published amount');
          return null;
        }
        return {
          code,
          line: row.line,
          date,
          coupon,
          ...(rate !== null ? { couponRate: rate } : {}),
          source: 'moex-iss',
        };
      },
    );
  },
};

export const moexAmortizations: ImportSource = {
  name: 'moex-amortizations',
  summary: 'moex.com redemption and amortisation calendar export',
  format: [
    ...COMMON,
    "Columns used: ISIN, Date, 'Face value', 'Payment (% of face value)', 'Payment amount,",
    "nominal currency'. -> emission_cash_flows: redemption at Date (the amount, or % x face),",
    '   pool factor re-derived, source moex-iss, as_of = Date.',
  ],
  run(db, file, options) {
    return importPayments(
      db,
      file,
      options,
      this.name,
      ['Payment (% of face value)', PAYMENT],
      (row) => {
        const code = isinOf(row);
        const date = parseDate(row.get('Date') ?? '', 'Date');
        const amount = optionalNumber(row.get(PAYMENT), PAYMENT);
        const share = optionalNumber(
          row.get('Payment (% of face value)'),
          'Payment (% of face value)',
        );
        const face = optionalNumber(row.get('Face value'), 'Face value');
        const redemption =
          amount ?? (share !== null && face !== null ? Math.round(face * share) / 100 : null);
        if (redemption === null)
          throw new RowError('neither the payment amount nor its % of face is given');
        return { code, line: row.line, date, redemption, source: 'moex-iss' };
      },
    );
  },
};

export const moexOffers: ImportSource = {
  name: 'moex-offers',
  summary: 'moex.com put/call offer calendar export (Offers.csv)',
  format: [
    ...COMMON,
    "Columns used: ISIN, Date, 'Offer period start', 'Offer period end', 'Offer type'",
    '(Offer, Offer (completed), Offer/Maturity = put; call / early redemption = call).',
    '-> emission_offers (bond, date, type), period "start – end", price 100, source moex-iss.',
  ],
  async run(db, file) {
    const table = calendarTable(file, this.name, [
      'Offer period start',
      'Offer period end',
      'Offer type',
    ]);
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseRows(
      table,
      report,
      (row) => {
        const type = offerType(row.get('Offer type') ?? '');
        const start = optionalDate(row.get('Offer period start'), 'Offer period start');
        const end = optionalDate(row.get('Offer period end'), 'Offer period end');
        return {
          code: isinOf(row),
          line: row.line,
          date: parseDate(row.get('Date') ?? '', 'Date'),
          type,
          period: offerPeriod(start, end),
          price: 100,
        };
      },
      (r) => `${r.code} ${r.date} ${r.type}`,
    );
    await writeOffers(db, rows, report, 'moex-iss');
    return report.finish();
  },
};

function progress(options: { onProgress?: Progress }) {
  return options.onProgress ? { onProgress: options.onProgress } : {};
}
