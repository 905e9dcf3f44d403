/**
 * A URL-encoded form as an object: a repeated field or one named `x[]` becomes an array, so
 * `emitent_stop_statuses_ids[]=1&emitent_stop_statuses_ids[]=2` reads as the JSON array.
 */
export function parseSearchForm(body: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    // Own keys only: "__proto__" or "constructor" from a form must not reach prototypes.
    const current = Object.prototype.hasOwnProperty.call(form, key) ? form[key] : undefined;
    if (current === undefined) form[key] = isList ? [value] : value;
    else form[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return form;
}
