import type { Language, LocalizedText } from '@bondsight/contracts';

/** The interface languages in the order the text tables below list them. */
export const TEN = ['rus', 'eng', 'pol', 'ita', 'deu', 'esp', 'chn', 'ukr', 'fra', 'tur'] as const;

type Ten = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** A text in all ten interface languages, given in the order of TEN. */
export const ten = (...texts: Ten): LocalizedText =>
  Object.fromEntries(TEN.map((language, i) => [language, texts[i]])) as LocalizedText;

/**
 * A name in a language: the issuer names of the demo world come in English, Russian and
 * Chinese (German for some); Ukrainian reads the Russian (Cyrillic) one, the rest English.
 */
export function nameIn(names: LocalizedText, language: Language): string {
  return names[language] ?? (language === 'ukr' ? names.rus : undefined) ?? names.eng ?? '';
}

/** A name in every interface language (see nameIn). */
export const inEveryLanguage = (names: LocalizedText): LocalizedText =>
  Object.fromEntries(TEN.map((language) => [language, nameIn(names, language)])) as LocalizedText;

/** Fills `{key}` placeholders per language: each value is a name by language or a plain text. */
export function fill(
  template: LocalizedText,
  values: Record<string, LocalizedText | string>,
): LocalizedText {
  return Object.fromEntries(
    TEN.map((language) => [
      language,
      (template[language] ?? '').replace(/\{(\w+)\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) return `{${key}}`;
        return typeof value === 'string' ? value : nameIn(value, language);
      }),
    ]),
  ) as LocalizedText;
}
