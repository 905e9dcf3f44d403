import type { LocalizedText } from '@bondsight/contracts';
import type { ReportStandard } from '../../../db/schema/index';
import { MULTIPLIER_GROUP_NAMES, MULTIPLIER_NAMES } from './names/multipliers';
import { tenLanguages } from './names/translations';

/** Multiplier groups: the first is shown, the rest behind "Show more" (spec); ten languages. */
export const MULTIPLIER_GROUPS: Record<number, LocalizedText> = {
  1: tenLanguages(
    { eng: 'Profitability', rus: 'Рентабельность', chn: '盈利能力' },
    MULTIPLIER_GROUP_NAMES[1],
  ),
  2: tenLanguages(
    { eng: 'Leverage', rus: 'Долговая нагрузка', chn: '杠杆' },
    MULTIPLIER_GROUP_NAMES[2],
  ),
  3: tenLanguages(
    { eng: 'Liquidity', rus: 'Ликвидность', chn: '流动性' },
    MULTIPLIER_GROUP_NAMES[3],
  ),
  4: tenLanguages({ eng: 'Valuation', rus: 'Оценка', chn: '估值' }, MULTIPLIER_GROUP_NAMES[4]),
};

export interface MultiplierDef {
  code: string;
  standard: ReportStandard;
  groupId: number;
  names: LocalizedText;
  formula: string;
}

const m = (
  code: string,
  standard: ReportStandard,
  groupId: number,
  eng: string,
  rus: string,
  chn: string,
  formula: string,
): MultiplierDef => ({
  code,
  standard,
  groupId,
  names: tenLanguages({ eng, rus, chn }, MULTIPLIER_NAMES[code]),
  formula,
});
const P = 'msfo:profit_and_loss',
  B = 'msfo:balance_sheet',
  R = 'rsbu:rsbu_profit_and_loss',
  RB = 'rsbu:rsbu_balance',
  K = 'bank_rsbu:profit_and_loss',
  KB = 'bank_rsbu:balance';

/**
 * Multipliers of the period's statements: quarterly ones (period 1) from the quarter's
 * flows and quarter-end balances, annual ones (period 2) from the year's. An issuer gets
 * those of its main standard (MSFO, else RSBU; bank RSBU for banks).
 */
export const MULTIPLIERS: MultiplierDef[] = [
  m(
    'roe_msfo',
    'msfo',
    1,
    'ROE, %',
    'ROE, %',
    '净资产收益率, %',
    `100 * ${P}:net_income / ${B}:equity`,
  ),
  m(
    'roa_msfo',
    'msfo',
    1,
    'ROA, %',
    'ROA, %',
    '资产收益率, %',
    `100 * ${P}:net_income / ${B}:total_assets`,
  ),
  m(
    'net_margin_msfo',
    'msfo',
    1,
    'Net margin, %',
    'Чистая рентабельность, %',
    '净利率, %',
    `100 * ${P}:net_income / ${P}:revenue`,
  ),
  m(
    'ebitda_margin_msfo',
    'msfo',
    1,
    'EBITDA margin, %',
    'Рентабельность по EBITDA, %',
    'EBITDA 利润率, %',
    `100 * ${P}:ebitda / ${P}:revenue`,
  ),
  m(
    'net_debt_ebitda_msfo',
    'msfo',
    2,
    'Net debt / EBITDA',
    'Чистый долг / EBITDA',
    '净债务/EBITDA',
    `msfo:params:net_debt / ${P}:ebitda`,
  ),
  m(
    'debt_equity_msfo',
    'msfo',
    2,
    'Debt / equity',
    'Долг / капитал',
    '负债权益比',
    `(${B}:lt_debt + ${B}:st_debt) / ${B}:equity`,
  ),
  m(
    'current_ratio_msfo',
    'msfo',
    3,
    'Current ratio',
    'Коэффициент текущей ликвидности',
    '流动比率',
    `${B}:current_assets / ${B}:current_liabilities`,
  ),
  // A bank's IFRS statements (the bank template) have no revenue, EBITDA or current split:
  // its efficiency and funding instead (the corporate ratios above stay empty for it).
  m(
    'cost_income_msfo',
    'msfo',
    1,
    'Cost / income (IFRS), %',
    'Расходы / доходы (МСФО), %',
    '成本收入比（国际准则）, %',
    `-100 * ${P}:operating_expenses / (${P}:net_interest_income + ${P}:net_fee_income + ${P}:trading_income)`,
  ),
  m(
    'loans_deposits_msfo',
    'msfo',
    2,
    'Loans / deposits (IFRS)',
    'Кредиты / депозиты (МСФО)',
    '贷存比（国际准则）',
    `${B}:loans_to_customers / ${B}:customer_accounts`,
  ),
  m('pe_msfo', 'msfo', 4, 'P/E', 'P/E', '市盈率', `msfo:params:market_cap / ${P}:net_income`),
  m('pb_msfo', 'msfo', 4, 'P/B', 'P/B', '市净率', `msfo:params:market_cap / ${B}:equity`),
  m(
    'roe_rsbu',
    'rsbu',
    1,
    'ROE (RAS), %',
    'ROE (РСБУ), %',
    '净资产收益率（俄准则）, %',
    `100 * ${R}:2400 / ${RB}:1300`,
  ),
  m(
    'net_margin_rsbu',
    'rsbu',
    1,
    'Net margin (RAS), %',
    'Чистая рентабельность (РСБУ), %',
    '净利率（俄准则）, %',
    `100 * ${R}:2400 / ${R}:2110`,
  ),
  m(
    'debt_equity_rsbu',
    'rsbu',
    2,
    'Debt / equity (RAS)',
    'Долг / капитал (РСБУ)',
    '负债权益比（俄准则）',
    `(${RB}:1410 + ${RB}:1510) / ${RB}:1300`,
  ),
  m(
    'current_ratio_rsbu',
    'rsbu',
    3,
    'Current ratio (RAS)',
    'Текущая ликвидность (РСБУ)',
    '流动比率（俄准则）',
    `${RB}:1200 / ${RB}:1500`,
  ),
  m(
    'roe_bank',
    'bank_rsbu',
    1,
    'ROE (bank), %',
    'ROE (банк), %',
    '净资产收益率（银行）, %',
    `100 * ${K}:net_profit / ${KB}:equity`,
  ),
  m(
    'roa_bank',
    'bank_rsbu',
    1,
    'ROA (bank), %',
    'ROA (банк), %',
    '资产收益率（银行）, %',
    `100 * ${K}:net_profit / ${KB}:total_assets`,
  ),
  m(
    'cost_income_bank',
    'bank_rsbu',
    1,
    'Cost / income, %',
    'Расходы / доходы, %',
    '成本收入比, %',
    `-100 * ${K}:operating_expenses / (${K}:net_interest_income + ${K}:net_fee_income + ${K}:trading_income)`,
  ),
  m(
    'loans_deposits_bank',
    'bank_rsbu',
    2,
    'Loans / deposits',
    'Кредиты / депозиты',
    '贷存比',
    `(${KB}:loans_corporate + ${KB}:loans_retail) / (${KB}:corporate_deposits + ${KB}:retail_deposits)`,
  ),
  m(
    'equity_assets_bank',
    'bank_rsbu',
    2,
    'Equity / assets, %',
    'Капитал / активы, %',
    '权益资产比, %',
    `100 * ${KB}:equity / ${KB}:total_assets`,
  ),
  m(
    'n1_0_bank',
    'bank_rsbu',
    3,
    'Capital adequacy N1.0, %',
    'Достаточность капитала Н1.0, %',
    '资本充足率 N1.0, %',
    'bank_rsbu:capital_adequacy:n1_0',
  ),
];

/** The standard an issuer's multipliers come from. */
export function mainStandard(
  reports: readonly ReportStandard[],
  bank: boolean,
): ReportStandard | null {
  if (bank && reports.includes('bank_rsbu')) return 'bank_rsbu';
  if (reports.includes('msfo')) return 'msfo';
  return reports[0] ?? null;
}
