/**
 * The multipliers' formula language: numbers, statement lines written standard:table:line
 * (e.g. msfo:profit_and_loss:net_income), + - * / and parentheses. Used to compute the
 * stored multipliers and, in the tests, to recompute them from the stored statements.
 */
type Lookup = (standard: string, table: string, line: string) => number | undefined;

export function evaluateFormula(formula: string, lookup: Lookup): number {
  const tokens =
    formula.match(/\d+(?:\.\d+)?(?![\w:])|[a-z_]+:[a-z0-9_]+:[a-z0-9_.]+|[-+*/()]/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const primary = (): number => {
    const t = next();
    if (t === undefined) throw new Error(`formula ended early: ${formula}`);
    if (t === '(') {
      const v = sum();
      if (next() !== ')') throw new Error(`missing ) in ${formula}`);
      return v;
    }
    if (t === '-') return -primary();
    if (/^\d/.test(t)) return Number(t);
    const [standard, table, line] = t.split(':') as [string, string, string];
    return lookup(standard, table, line) ?? Number.NaN;
  };
  const product = (): number => {
    let v = primary();
    for (let op = peek(); op === '*' || op === '/'; op = peek()) {
      next();
      const r = primary();
      v = op === '*' ? v * r : v / r;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      next();
      const r = product();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  };
  const value = sum();
  if (pos !== tokens.length) throw new Error(`unexpected ${tokens[pos]} in ${formula}`);
  return value;
}
