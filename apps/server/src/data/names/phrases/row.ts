import type { LocalizedText } from '@bondsight/contracts';

/**
 * One phrase of a dictionary: its English form (the key the generator and importers write)
 * and its translations into Polish, Italian, German, Spanish, French, Turkish and Ukrainian,
 * in that order; Russian and Chinese where the writers do not already give them. An empty
 * string means "as the rules say" (a proper name kept as it is).
 */
export type PhraseRow = [
  eng: string,
  pol: string,
  ita: string,
  deu: string,
  esp: string,
  fra: string,
  tur: string,
  ukr: string,
  rus?: string,
  chn?: string,
];

export function phraseText(row: PhraseRow): LocalizedText {
  const [eng, pol, ita, deu, esp, fra, tur, ukr, rus, chn] = row;
  const text: LocalizedText = { eng };
  const set = (lang: keyof LocalizedText, value: string | undefined) => {
    if (value) text[lang] = value;
  };
  set('pol', pol);
  set('ita', ita);
  set('deu', deu);
  set('esp', esp);
  set('fra', fra);
  set('tur', tur);
  set('ukr', ukr);
  set('rus', rus);
  set('chn', chn);
  return text;
}
