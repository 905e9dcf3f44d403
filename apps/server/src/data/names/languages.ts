import { LANGUAGES, type Language, type LocalizedText } from '@bondsight/contracts';

/** A name in every interface language: what every `names` column of the data tool holds. */
export type Names = Record<Language, string>;

/** The interface languages written in Latin script, where a proper name keeps its Latin form. */
export const LATIN_SCRIPT: readonly Language[] = ['eng', 'pol', 'ita', 'deu', 'esp', 'fra', 'tur'];

/** Builds a name language by language. */
export function byLanguage(make: (lang: Language) => string): Names {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Names;
}

/** True when every interface language has a non-blank name. */
export function isComplete(text: LocalizedText | null | undefined): text is Names {
  return !!text && LANGUAGES.every((lang) => (text[lang] ?? '').trim() !== '');
}

/** A language's own non-blank text, if any. */
export function own(text: LocalizedText, lang: Language): string | undefined {
  const value = text[lang];
  return value !== undefined && value.trim() !== '' ? value : undefined;
}
