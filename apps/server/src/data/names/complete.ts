import { LANGUAGES, type Language, type LocalizedText } from '@bondsight/contracts';
import { LATIN_SCRIPT, own, type Names } from './languages';
import { PHRASES } from './phrases/index';
import { hasCyrillic, russianToLatin, russianToUkrainian } from './transliterate';

/**
 * Completes a name to every interface language, keeping every language it already has.
 *
 * 1. A phrase the dictionaries translate (keyed by its English form: a ministry, an exchange,
 *    a report line, a region...) takes the dictionary's translation.
 * 2. Anything else is a proper name: the Latin-script languages keep its English (Latin)
 *    form; Ukrainian spells the Russian form by Ukrainian rules (or keeps the Latin form);
 *    Russian and Chinese keep the Latin form when they have none (as both do with foreign
 *    brand names); English, when only Russian is known, is its transliteration.
 */
export function completeNames(text: LocalizedText): Names {
  const rus = own(text, 'rus');
  const english =
    own(text, 'eng') ??
    (rus ? russianToLatin(rus) : (LANGUAGES.map((l) => own(text, l)).find(Boolean) ?? ''));
  const phrase = PHRASES.get(english);
  const fallback = (lang: Language): string => {
    if (LATIN_SCRIPT.includes(lang)) return english;
    if (lang === 'ukr') return rus && hasCyrillic(rus) ? russianToUkrainian(rus) : english;
    return english;
  };
  const out = {} as Names;
  for (const lang of LANGUAGES)
    out[lang] = (lang === 'eng' ? english : own(text, lang)) ?? phrase?.[lang] ?? fallback(lang);
  return out;
}

/** Completes a name that may be absent (a nullable column). */
export function completeOptional(text: LocalizedText | null | undefined): Names | null {
  return text ? completeNames(text) : null;
}
