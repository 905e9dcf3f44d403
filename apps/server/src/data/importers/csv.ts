/**
 * A small RFC-4180 reader (no dependency: the lead approves every package). Quoted fields may
 * hold the delimiter, doubled quotes and line breaks; CRLF and LF both end a record; a UTF-8
 * byte-order mark is dropped. Each record keeps the 1-based line it starts on, so a rejected
 * row can be reported by the line an operator sees in an editor.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function* readCsv(text: string, delimiter = ','): Generator<CsvRecord> {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = src.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let ended = false;
    while (!ended) {
      if (src[i] === '"' && field === '') {
        // Quoted field: read to the closing quote; "" is one quote.
        i++;
        for (;;) {
          if (i >= n) break;
          const c = src[i] as string;
          if (c === '"') {
            if (src[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
      }
      // Unquoted text (or whatever trails a closing quote) up to the delimiter or line end.
      while (i < n) {
        const c = src[i] as string;
        if (c === delimiter || c === '\n' || c === '\r') break;
        field += c;
        i++;
      }
      fields.push(field);
      field = '';
      const c = src[i];
      if (c === delimiter) {
        i++;
      } else {
        if (c === '\r') i++;
        if (src[i] === '\n') i++;
        line++;
        ended = true;
      }
    }
    yield { line: start, fields };
  }
}

/** Whether a record is an empty line (or only delimiters and blanks). */
export function isBlank(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === '');
}
