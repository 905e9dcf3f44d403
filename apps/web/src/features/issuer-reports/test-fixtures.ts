/** Answers shaped by the contract (packages/contracts/src/api/issuer-reports.ts) for tests. */
import type {
  BankRsbuResponse,
  IssuerReportOptions,
  MsfoReportOption,
  MsfoResponse,
  MsfoSource,
  ReportTable,
  RsbuResponse,
  SwitchableReportTable,
  TableGate,
} from '@bondsight/contracts';

const MASK = { val: '*', masked: true, tooltip: 'log_in_to_access' } as const;

/** A table of `lines` rows over two periods; rows past `preview` masked when gated. */
export function table(
  code: string,
  lines: [string, string, number, number][],
  options: { gate?: TableGate | null; preview?: number; actionId?: number } = {},
): ReportTable {
  const gate = options.gate ?? null;
  const preview = options.preview ?? 5;
  return {
    code,
    title: `title ${code}`,
    dimension: 'RUB thousand',
    scroll_head: ['2024', '2025'],
    scroll_clmn: lines.map(([, name]) => name),
    scroll_body: lines.map(([line, , a, b], index) => ({
      code: line,
      level: 0,
      data: gate && index >= preview ? [MASK, MASK] : [a, b],
      ...(gate && index >= preview ? { masked: true } : {}),
    })),
    sub_rows: {},
    showMore: lines.length > preview,
    preview_rows: preview,
    gate,
    action_id: options.actionId ?? 80,
    data_set_type: null,
  };
}

export const BALANCE_LINES: [string, string, number, number][] = [
  ['total_assets', 'Total assets', 1_500_000, 1_650_000],
  ['non_current_assets', 'Non-current assets', 900_000, 1_000_000],
  ['current_assets', 'Current assets', 600_000, 650_000],
  ['total_equity_liabilities', 'Total equity and liabilities', 1_500_000, 1_650_000],
  ['equity', 'Equity', 700_000, 760_000],
  ['non_current_liabilities', 'Non-current liabilities', 500_000, 540_000],
  ['current_liabilities', 'Current liabilities', 300_000, 350_000],
];

export function switchable(
  base: ReportTable,
  closed: ReportTable | null,
  closedByDefault = closed !== null,
): SwitchableReportTable {
  return {
    ...base,
    closed_data: closed ? { ...closed, dimensions: [closed.dimension] } : null,
    closed_by_default: closedByDefault,
  };
}

/** An MSFO option of the report select: ours, and exerica's figures where `provided`. */
export const msfoOption = (id: number, text: string, provided = false): MsfoReportOption => ({
  id,
  text,
  sources: provided ? ['bondsight', 'exerica'] : ['bondsight'],
});

/** The provider's figures of BALANCE_LINES: whole millions, equity in one line. */
export const PROVIDER_BALANCE_LINES: [string, string, number, number][] = [
  ['total_assets', 'Total assets', 1_500, 1_650],
  ['non_current_assets', 'Non-current assets', 900, 1_000],
  ['current_assets', 'Current assets', 600, 650],
  ['total_equity_liabilities', 'Total equity and liabilities', 1_500, 1_650],
  ['equity', 'Equity', 700, 760],
  ['non_current_liabilities', 'Non-current liabilities', 500, 540],
  ['current_liabilities', 'Current liabilities', 300, 350],
];

/**
 * An MSFO answer: ours (source bondsight) or the provider's (exerica: its own unit and lines,
 * its own as-of date, no methodology of ours, export links that name it).
 */
export function msfoAnswer(
  gate: TableGate | null,
  reportId = 11,
  source: MsfoSource = 'bondsight',
): MsfoResponse {
  if (source === 'exerica') {
    const millions = (t: ReportTable) => ({ ...t, dimension: 'RUB million' });
    const query = 'source=exerica&';
    return {
      report: { id: reportId, text: `Report ${reportId}` },
      source: { id: 'exerica', name: 'exerica', asOf: '2026-11-25' },
      balance_sheet: switchable(
        millions(table('balance_sheet', PROVIDER_BALANCE_LINES, { gate })),
        null,
      ),
      profit_and_loss: switchable(
        millions(table('profit_and_loss', [['revenue', 'Revenue', 800, 900]], { gate })),
        null,
      ),
      cash_flow_statement: null,
      params: {
        ...switchable(millions(table('params', [['net_debt', 'Net debt', 410, 380]])), null),
        archLink: `/api/report_msfo/${reportId}/export/?${query}from=1970-01-01&to=`,
      },
      exportLink: `/api/report_msfo/${reportId}/export/?${query}from={from}&to={to}`,
      methodologyLink: null,
    };
  }
  const balance = table('balance_sheet', BALANCE_LINES, { gate });
  const closed = table(
    'balance_sheet',
    [...BALANCE_LINES, ['intangible_assets', 'Intangible assets', 20_000, 25_000]],
    { gate },
  );
  return {
    report: { id: reportId, text: `Report ${reportId}` },
    source: { id: 'bondsight', name: 'Bondsight', asOf: '2026-11-28' },
    balance_sheet: switchable(balance, closed),
    profit_and_loss: switchable(
      table('profit_and_loss', [['revenue', 'Revenue', 800_000, 900_000]], { gate }),
      null,
    ),
    cash_flow_statement: null,
    params: {
      ...switchable(table('params', [['employees', 'Employees, people', 1200, 1300]]), null),
      archLink: `/api/report_msfo/${reportId}/export/?from=&to=`,
    },
    exportLink: `/api/report_msfo/${reportId}/export/?from={from}&to={to}`,
    methodologyLink: '/api/methodology/financials/eng.pdf',
  };
}

export function rsbuAnswer(gate: TableGate | null): RsbuResponse {
  return {
    report: { id: 21, text: 'RAS financial statements' },
    rsbu_balance: switchable(
      table('rsbu_balance', [['1600', 'Balance (assets)', 50_000, 60_000]], { gate, actionId: 76 }),
      null,
    ),
    rsbu_profit_and_loss: {
      ...switchable(
        table('rsbu_profit_and_loss', [['2110', 'Revenue', 10_000, 12_000]], { actionId: 76 }),
        null,
      ),
      archLink: '/api/report_rsbu/21/export/?from=&to=',
    },
    report_cash_flow: null,
    exportLink: '/api/report_rsbu/21/export/?from={from}&to={to}',
    methodologyLink: null,
  };
}

export function bankAnswer(empty: boolean, gate: TableGate | null = null): BankRsbuResponse {
  const t = (code: string, lines: [string, string, number, number][]) =>
    empty ? null : table(code, lines, { gate, actionId: 76 });
  return {
    emptyReport: empty,
    report: t('balance', BALANCE_LINES),
    rsbu_profit_and_loss: t('profit_and_loss', [['net_profit', 'Net profit', 5_000, 6_000]]),
    rsbu_capital_adequacy: t('capital_adequacy', [
      ['n1_0', 'Total capital adequacy N1.0, %', 12.5, 13],
    ]),
    rsbu_ratios: t('ratios', [['n2', 'Instant liquidity N2, %', 85, 91.25]]),
    cash_flow: t('cash_flow', [['net_change', 'Net change in cash', -1_000, 2_000]]),
    labels: {},
    exportLink: '/api/report_bank_rsbu/5/{archiveFlag}/export/',
  };
}

export function options(partial: Partial<IssuerReportOptions> = {}): IssuerReportOptions {
  return { emitentId: 5, bankRsbu: false, msfo: [], rsbu: [], ...partial };
}
