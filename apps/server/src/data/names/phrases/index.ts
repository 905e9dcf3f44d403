import type { LocalizedText } from '@bondsight/contracts';
import { INDEXES } from './indexes';
import { INSTITUTIONS } from './institutions';
import { PLACES } from './places';
import { RATIOS, REPORT_LINES } from './reports';
import { phraseText, type PhraseRow } from './row';

/** Every dictionary, in one list (a unit test checks that no English key repeats). */
export const PHRASE_ROWS: readonly PhraseRow[] = [
  ...INSTITUTIONS,
  ...INDEXES,
  ...PLACES,
  ...REPORT_LINES,
  ...RATIOS,
];

/** Translations of fixed phrases, by their English form. */
export const PHRASES: ReadonlyMap<string, LocalizedText> = new Map(
  PHRASE_ROWS.map((row) => [row[0], phraseText(row)]),
);
