/** A PostgreSQL array literal of text elements: {"a","b"} (a text[] value as text). */
export function textArrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
