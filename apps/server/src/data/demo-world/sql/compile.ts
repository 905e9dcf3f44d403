import type { ColumnMeta } from './columns';

/**
 * Row readers compiled per table. Reading `row[column.key]` in a loop over columns is a
 * megamorphic keyed load that cost more than computing the ticks; a generated function
 * reads each column by name (`r.ytmLast`), which V8 compiles to fast property loads.
 * The keys are our own schema's column keys (identifiers), never data.
 */
/** Column arrays: values[k] is column k's values over the rows (defaults applied). */
export function compileColumnSplitter(
  columns: readonly ColumnMeta[],
): (rows: readonly Record<string, unknown>[], defaults: readonly unknown[]) => unknown[][] {
  const n = columns.length;
  const lines = columns.map((c, k) => {
    if (!/^[A-Za-z_$][\w$]*$/.test(c.key)) throw new Error(`not an identifier: ${c.key}`);
    return `v = r.${c.key}; c${k}[i] = v === undefined ? d[${k}] : v;`;
  });
  const decl = Array.from({ length: n }, (_, k) => `const c${k} = new Array(rows.length);`).join(
    '\n',
  );
  const body = `${decl}\nfor (let i = 0; i < rows.length; i++) { const r = rows[i]; let v;\n${lines.join('\n')}\n}\nreturn [${Array.from({ length: n }, (_, k) => `c${k}`).join(', ')}];`;
  return new Function('rows', 'd', body) as ReturnType<typeof compileColumnSplitter>;
}
