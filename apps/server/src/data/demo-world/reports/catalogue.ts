import type { LocalizedText } from '@bondsight/contracts';
import type { ReportStandard } from '../../../db/schema/index';
import type { CatalogueRow } from './catalogue-row';
import { BANK_TABLES } from './lines-bank';
import { MSFO_TABLES } from './lines-msfo';
import { RSBU_TABLES } from './lines-rsbu';
import { BANK_LINE_NAMES } from './names/bank';
import { MSFO_LINE_NAMES } from './names/msfo';
import { RSBU_LINE_NAMES } from './names/rsbu';
import { tenLanguages, type LineTranslations } from './names/translations';

/**
 * Line catalogues. Every line with children is the sum of its children (expenses carry
 * their sign), so subtotals can be checked; a line without children is a leaf or a value
 * that is not a sum (cash at the start and end, ratios, parameters).
 */
export interface LineDef {
  standard: ReportStandard;
  table: string;
  code: string;
  parent: string | null;
  names: LocalizedText;
  dataSetType: number | null;
  closed: boolean;
}

/** The spec's closed MSFO data-set types, and the lines that carry them. */
export const CLOSED_MSFO_TYPES: Record<string, number> = {
  ebitda: 1261,
  net_debt: 1291,
  working_capital_change: 1323,
  acquisitions: 1339,
  other_investing_cf: 1347,
  market_cap: 1377,
  employees: 1419,
  dividend_per_share: 1483,
  intangible_assets: 1515,
  lt_investments: 1521,
  other_ncl: 1537,
  other_cl: 1545,
};
const CLOSED_RSBU = new Set(['1360', '1450', '1550', '2340', '2350', '4210']);

const TABLES: Record<ReportStandard, Record<string, CatalogueRow[]>> = {
  msfo: MSFO_TABLES,
  rsbu: RSBU_TABLES,
  bank_rsbu: BANK_TABLES,
};

/** The other seven languages of each line's name, kept beside the catalogue by standard. */
const TRANSLATIONS: Record<ReportStandard, LineTranslations> = {
  msfo: MSFO_LINE_NAMES,
  rsbu: RSBU_LINE_NAMES,
  bank_rsbu: BANK_LINE_NAMES,
};

export const LINES: LineDef[] = (
  Object.entries(TABLES) as [ReportStandard, Record<string, CatalogueRow[]>][]
).flatMap(([standard, tables]) =>
  Object.entries(tables).flatMap(([table, rows]) =>
    rows.map(([code, parent, eng, rus, chn]) => {
      const type = standard === 'msfo' ? (CLOSED_MSFO_TYPES[code] ?? null) : null;
      return {
        standard,
        table,
        code,
        parent,
        names: tenLanguages({ eng, rus, chn }, TRANSLATIONS[standard][table]?.[code]),
        dataSetType: type,
        closed: type !== null || (standard === 'rsbu' && CLOSED_RSBU.has(code)),
      };
    }),
  ),
);

/** Tables whose quarterly values are flows: a year is the sum of its quarters (cash at start/end aside). */
export const FLOW_TABLES = new Set([
  'profit_and_loss',
  'cash_flow_statement',
  'rsbu_profit_and_loss',
  'report_cash_flow',
  'cash_flow',
]);
export const STOCK_LINES_IN_FLOW_TABLES = new Set(['cash_beginning', 'cash_end', '4450', '4500']);
