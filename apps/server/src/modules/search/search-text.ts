/*
 * The search's text rules, written once for both sides: the builder turns them into SQL
 * (translate / replace over whole columns), the query side applies them in TypeScript. A rule
 * that differed between the two would silently lose matches, so each is a plain character
 * table both read.
 */

/**
 * Character-for-character folding: upper case to lower case by each character's simple case
 * mapping (what lower() does under the "C.utf8" collation, which embedded PGlite and glibc
 * PostgreSQL servers both have), ё→е, and every space-like character to a plain space.
 */
const lowerChar = (ch: string): string => {
  // The one letter whose full lower case is two characters (i + a combining dot); its simple
  // mapping, as glibc's, is i.
  if (ch === '\u0130') return 'i';
  const lower = ch.toLowerCase();
  return lower.length === 1 ? lower : ch;
};

/** Folded after lower case: ё, and the space-like characters (one space each). */
export const SPACES_FROM = 'ё\t\n\v\f\r\u00a0\u202f\u2007';
export const SPACES_TO = 'е       ' + ' ';
const AFTER_LOWER = new Map([...SPACES_FROM].map((ch, i) => [ch, SPACES_TO[i]!]));

/**
 * The same folding as one translate() table, for a server without the "C.utf8" collation:
 * correct but slow (translate scans the table for each character).
 */
function foldingTable(): [string, string] {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0x41, 0x5a],
    [0xc0, 0x24f],
    [0x370, 0x3ff],
    [0x400, 0x52f],
  ];
  for (const [start, end] of ranges) {
    for (let cp = start; cp <= end; cp += 1) {
      const ch = String.fromCharCode(cp);
      const lower = lowerChar(ch);
      if (lower === ch) continue;
      from += ch;
      to += AFTER_LOWER.get(lower) ?? lower;
    }
  }
  return [from + SPACES_FROM, to + SPACES_TO];
}

export const [FOLD_FROM, FOLD_TO] = foldingTable();
const fold = (ch: string): string => {
  const lower = lowerChar(ch);
  return AFTER_LOWER.get(lower) ?? lower;
};

/** One normalised text and, per character, where it came from in the original. */
export interface Normalised {
  text: string;
  /** positions[i]: the index in the original of text[i]. */
  positions: number[];
}

/**
 * Lower case, ё→е, runs of spaces to one, no leading or trailing space: what search_entries
 * holds and what a term is compared as (the SQL twin is normaliseSql in the repository).
 */
export function normaliseWithPositions(original: string): Normalised {
  let text = '';
  const positions: number[] = [];
  for (let i = 0; i < original.length; i += 1) {
    const ch = fold(original[i]!);
    if (ch === ' ' && (text === '' || text.endsWith(' '))) continue;
    text += ch;
    positions.push(i);
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    positions.pop();
  }
  return { text, positions };
}

export const normalise = (original: string): string => normaliseWithPositions(original).text;

/**
 * The ЙЦУКЕН and QWERTY keys: a Russian name typed with the Latin layout on comes out as the
 * Latin keys (газпром -> pfpghjv), a Latin name typed with the Russian layout on as the
 * Cyrillic ones (gazprom -> пфязкщь). Punctuation keys only from the Cyrillic side: a comma in
 * a Latin name is a comma, not a б.
 */
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю';
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const LATIN_LETTERS = 'qwertyuiopasdfghjklzxcvbnm';
const LETTERS_ON_CYRILLIC = 'йцукенгшщзфывапролдячсмить';
export const LAYOUT_FROM = CYRILLIC_KEYS + LATIN_LETTERS;
export const LAYOUT_TO = LATIN_KEYS + LETTERS_ON_CYRILLIC;
const LAYOUT = new Map([...LAYOUT_FROM].map((ch, i) => [ch, LAYOUT_TO[i]!]));

/** A normalised text as typed in the other layout (character for character). */
export const switchLayout = (text: string): string =>
  [...text].map((ch) => LAYOUT.get(ch) ?? ch).join('');

/**
 * Cyrillic to Latin, the simplified BGN/PCGN romanisation the demo world's English names and
 * the finance press use (Волганефть -> volganeft, Центр -> tsentr), Ukrainian letters
 * included. Multi-letter spellings first (replace), then one-to-one letters and the dropped
 * signs (translate).
 */
export const TRANSLIT_MULTI: [string, string][] = [
  ['щ', 'shch'],
  ['ж', 'zh'],
  ['х', 'kh'],
  ['ц', 'ts'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['ю', 'yu'],
  ['я', 'ya'],
  ['ї', 'yi'],
  ['є', 'ye'],
];
export const TRANSLIT_FROM = 'абвгдезийклмнопрстуфыэіґъь';
export const TRANSLIT_TO = 'abvgdeziyklmnoprstufyeig';

export function transliterate(text: string): string {
  let out = text;
  for (const [from, to] of TRANSLIT_MULTI) out = out.split(from).join(to);
  return [...out]
    .map((ch) => {
      const i = TRANSLIT_FROM.indexOf(ch);
      return i < 0 ? ch : (TRANSLIT_TO[i] ?? '');
    })
    .join('');
}
