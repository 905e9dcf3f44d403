/** The ten interface languages, by the portal's own three-letter codes. */
export const LANGUAGES = [
  'rus',
  'eng',
  'pol',
  'ita',
  'deu',
  'esp',
  'chn',
  'ukr',
  'fra',
  'tur',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'eng';

/** BCP 47 tags for Intl number and date formatting, and for <html lang>. */
export const INTL_LOCALE: Record<Language, string> = {
  rus: 'ru-RU',
  eng: 'en-GB',
  pol: 'pl-PL',
  ita: 'it-IT',
  deu: 'de-DE',
  esp: 'es-ES',
  chn: 'zh-CN',
  ukr: 'uk-UA',
  fra: 'fr-FR',
  tur: 'tr-TR',
};

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  rus: 'Русский',
  eng: 'English',
  pol: 'Polski',
  ita: 'Italiano',
  deu: 'Deutsch',
  esp: 'Español',
  chn: '中文',
  ukr: 'Українська',
  fra: 'Français',
  tur: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language cookie and query parameter; `?lang=` wins so a shared link keeps its language. */
export const LANGUAGE_COOKIE = 'bs_lang';
export const LANGUAGE_QUERY = 'lang';

/** Names stored per language; a missing language falls back to English, then to any. */
export type LocalizedText = Partial<Record<Language, string>>;

export function pickText(text: LocalizedText | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] ?? text.eng ?? Object.values(text).find(Boolean) ?? '';
}
