/*
 * The multipliers' formulas as people read them. A stored formula names statement lines
 * standard:table:line (msfo:profit_and_loss:net_income, see the generator's formula
 * language); the page shows the lines' names instead: "100 × Net income / Equity".
 */

export interface FormulaLine {
  standard: string;
  table: string;
  line: string;
}

const LINE = /[a-z_]+:[a-z0-9_]+:[a-z0-9_.]+/g;

/** The statement lines a formula reads, in order of appearance. */
export function formulaLines(formula: string): FormulaLine[] {
  return [...formula.matchAll(LINE)].map((match) => {
    const [standard, table, line] = match[0].split(':') as [string, string, string];
    return { standard, table, line };
  });
}

/** The formula with each line's name (the code itself when the line has none), × for *. */
export function readableFormula(
  formula: string,
  nameOf: (line: FormulaLine) => string | undefined,
): string {
  return formula
    .replace(LINE, (token) => {
      const [standard, table, line] = token.split(':') as [string, string, string];
      return nameOf({ standard, table, line }) || line;
    })
    .replace(/\s*\*\s*/g, ' × ')
    .replace(/^-(?=\d)/, '−');
}
