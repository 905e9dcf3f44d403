import { pickText, PREVIEW_ROWS, type LocalizedText } from '@bondsight/contracts';

/*
 * The methodology document: how Bondsight builds the statement figures and multipliers
 * (spec: the methodology link of the IFRS, RAS and multipliers blocks). Written from the
 * rules this module applies and the stored multiplier definitions, so it cannot drift from
 * the numbers it explains. One page of the shared record PDF (lib/record-pdf.ts, built by
 * methodology.service.ts): every line stays short. This folder holds text only, no imports
 * of the server's layers.
 */

/** A `label: value` line of the record PDF. */
export interface PdfLine {
  label: string;
  value: string;
}

/** The column rules the document states (from periods.ts). */
export interface ColumnRules {
  bankQuarters: number;
  years: number;
}

/** The two editions of the document: rus.pdf in Russian, eng.pdf in English. */
export type MethodologyLanguage = 'rus' | 'eng';

export const METHODOLOGY_TITLE: Record<MethodologyLanguage, string> = {
  eng: 'Bondsight: how the financial statements are built',
  rus: 'Bondsight: как строится финансовая отчётность',
};

export interface MultiplierFormula {
  names: LocalizedText;
  formula: string;
}

const STANDARD_NAMES: Record<MethodologyLanguage, Record<string, string>> = {
  eng: { msfo: 'IFRS', rsbu: 'RAS', bank_rsbu: 'bank RAS' },
  rus: { msfo: 'МСФО', rsbu: 'РСБУ', bank_rsbu: 'РСБУ банков' },
};

/** `100 * msfo:profit_and_loss:net_income / ...` -> `100 * net_income / ...`. */
export function shortFormula(
  formula: string,
  language: MethodologyLanguage = 'eng',
): { text: string; standard: string } {
  const standard = /([a-z_]+):[a-z0-9_]+:/.exec(formula)?.[1] ?? '';
  return {
    text: formula.replace(/[a-z_]+:[a-z0-9_]+:([a-z0-9_.]+)/g, '$1').replace(/\s+/g, ' '),
    standard: STANDARD_NAMES[language][standard] ?? standard,
  };
}

const englishProse = (columns: ColumnRules): PdfLine[] => [
  { label: 'Sources', value: 'statements as issuers file them; each set keeps its source, date' },
  { label: 'Standards', value: 'bank RAS (actual and archive forms), IFRS (MSFO), RAS (RSBU)' },
  { label: 'Line catalogue', value: 'each table is a tree of lines, each with a parent code' },
  { label: 'Subtotal rule', value: 'a line with children is the sum of them (costs negative)' },
  { label: 'Balance check', value: 'total assets = liabilities + equity in every column' },
  { label: 'Periods', value: 'quarters and years; columns run from oldest to latest' },
  { label: 'Bank tables', value: `the latest ${columns.bankQuarters} quarters of the form` },
  {
    label: 'IFRS, RAS tables',
    value: `the latest ${columns.years} years, then the quarters since`,
  },
  { label: 'Flow lines', value: 'profit and loss and cash flows are flows of the period' },
  { label: 'Flows of a year', value: 'the sum of its four quarters (cash at start: Q1)' },
  { label: 'Stock lines', value: 'balance lines are as at the period end (a year: its Q4)' },
  { label: 'Units', value: 'thousands (RUB) or millions (other currencies); ratios in %' },
  { label: 'Closed lines', value: 'detailed lines: twelve IFRS data-set types, six RAS lines' },
  {
    label: 'Preview rows',
    value:
      `${PREVIEW_ROWS.msfo} (bank, IFRS, RAS balance), ${PREVIEW_ROWS.rsbuProfitAndLoss} ` +
      `(RAS P&L), ${PREVIEW_ROWS.rsbuCashFlowClosed} (RAS cash flow)`,
  },
  { label: 'Masking', value: "other rows and closed lines are sent as '*' without the value" },
  { label: 'Full access', value: 'level 1077 sees every value and exports the CSV file' },
  { label: 'Multipliers', value: 'a quarter: its flows and its end balances; a year: likewise' },
];

const russianProse = (columns: ColumnRules): PdfLine[] => [
  {
    label: 'Источники',
    value: 'отчётность в том виде, как её раскрывает эмитент; с источником и датой',
  },
  { label: 'Стандарты', value: 'РСБУ банков (действующая и архивная формы), МСФО, РСБУ' },
  { label: 'Каталог строк', value: 'каждая таблица — дерево строк, у строки есть код родителя' },
  {
    label: 'Промежуточные итоги',
    value: 'строка с потомками равна их сумме (расходы со знаком минус)',
  },
  { label: 'Проверка баланса', value: 'активы = обязательства + капитал в каждой колонке' },
  { label: 'Периоды', value: 'кварталы и годы; колонки идут от старых к новым' },
  { label: 'Таблицы банков', value: `последние ${columns.bankQuarters} кварталов формы` },
  {
    label: 'Таблицы МСФО и РСБУ',
    value: `последние ${columns.years} лет, затем кварталы после них`,
  },
  { label: 'Строки потоков', value: 'прибыли и убытки и денежные потоки — обороты за период' },
  { label: 'Потоки за год', value: 'сумма четырёх кварталов (остаток на начало: I квартал)' },
  { label: 'Строки остатков', value: 'строки баланса — на конец периода (год: IV квартал)' },
  { label: 'Единицы', value: 'тысячи (RUB) или миллионы (другие валюты); коэффициенты в %' },
  { label: 'Закрытые строки', value: 'детальные строки: двенадцать типов МСФО, шесть строк РСБУ' },
  {
    label: 'Строки превью',
    value:
      `${PREVIEW_ROWS.msfo} (банки, баланс МСФО и РСБУ), ${PREVIEW_ROWS.rsbuProfitAndLoss} ` +
      `(ОПУ РСБУ), ${PREVIEW_ROWS.rsbuCashFlowClosed} (ДДС РСБУ)`,
  },
  {
    label: 'Маскирование',
    value: "прочие строки и закрытые строки передаются как '*' без значения",
  },
  { label: 'Полный доступ', value: 'уровень 1077 видит все значения и выгружает файл CSV' },
  { label: 'Мультипликаторы', value: 'квартал: его обороты и остатки на конец; год — так же' },
];

const PROSE: Record<MethodologyLanguage, (columns: ColumnRules) => PdfLine[]> = {
  eng: englishProse,
  rus: russianProse,
};

const WORDS: Record<
  MethodologyLanguage,
  { from: string; byLine: string; byCode: string; divided: string }
> = {
  eng: {
    from: 'Multipliers from',
    byLine: 'lines by form line number',
    byCode: 'lines by catalogue code',
    divided: 'divided by',
  },
  rus: {
    from: 'Мультипликаторы из',
    byLine: 'строки по номеру строки формы',
    byCode: 'строки по коду каталога',
    divided: 'делённое на',
  },
};

/** The widest line the page prints whole (Helvetica 11 pt across the text width). */
export const MAX_LINE = 84;

/** A formula too long for one line goes on two, split at its last top-level division. */
function formulaLines(label: string, formula: string, divided: string): PdfLine[] {
  if (label.length + 2 + formula.length <= MAX_LINE) return [{ label, value: formula }];
  let depth = 0;
  let split = -1;
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '/' && depth === 0) split = i;
  }
  if (split < 0) return [{ label, value: formula }];
  return [
    { label, value: formula.slice(0, split).trim() },
    { label: `    ${divided}`, value: formula.slice(split + 1).trim() },
  ];
}

/** The document's lines: the rules, then each standard's multipliers with their formulas. */
export function methodologyLines(
  multipliers: readonly MultiplierFormula[],
  columns: ColumnRules,
  language: MethodologyLanguage = 'eng',
): PdfLine[] {
  const words = WORDS[language];
  const byStandard = new Map<string, { byLine: boolean; lines: PdfLine[] }>();
  for (const m of multipliers) {
    const { text, standard } = shortFormula(m.formula, language);
    // RAS formulas name form line numbers; the others, catalogue codes.
    const byLine = /([a-z_]+):[a-z0-9_]+:/.exec(m.formula)?.[1] === 'rsbu';
    const group = byStandard.get(standard) ?? { byLine, lines: [] };
    group.lines.push(...formulaLines(`  ${pickText(m.names, language)}`, text, words.divided));
    byStandard.set(standard, group);
  }
  return [
    ...PROSE[language](columns),
    ...[...byStandard].flatMap(([standard, group]) => [
      { label: `${words.from} ${standard}`, value: group.byLine ? words.byLine : words.byCode },
      ...group.lines,
    ]),
  ];
}

export const METHODOLOGY_NOTE: Record<MethodologyLanguage, string> = {
  eng: 'Bondsight. Figures are stored as filed; subtotals and multipliers are recomputed and checked.',
  rus: 'Bondsight. Цифры хранятся как раскрыты; итоги и мультипликаторы пересчитываются и сверяются.',
};
