/**
 * An answer already written as JSON, from parts kept as their text (the list's page rows):
 * the answer store takes the text as it is instead of stringifying an object. `T` is what the
 * text parses to, so that a route's answer keeps its contract's type.
 */
export class JsonText<T> {
  declare readonly parsesTo?: T;
  constructor(readonly text: string) {}
}

/** An answer as JSON text, whichever form it came in. */
export const jsonOf = (value: unknown): string =>
  value instanceof JsonText ? value.text : JSON.stringify(value);

/** An answer as its value, whichever form it came in (tests compare the two). */
export const valueOf = <T>(answer: T | JsonText<T>): T =>
  answer instanceof JsonText ? (JSON.parse(answer.text) as T) : answer;
