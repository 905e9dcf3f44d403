import type { Language, LocalizedText } from '@bondsight/contracts';

/** The seven interface languages the catalogue rows and multiplier definitions leave out. */
export type MoreLanguage = Exclude<Language, 'eng' | 'rus' | 'chn'>;
export type Translations = Record<MoreLanguage, string>;

/** Line names by table code, then line code (codes repeat across tables and standards). */
export type LineTranslations = Record<string, Record<string, Translations>>;

/**
 * A row's eng/rus/chn names with the other seven added. A missing translation leaves the row
 * with three languages, which the catalogue test reports (and the database sink would fill from
 * the phrase dictionary), rather than breaking the generator.
 */
export function tenLanguages(
  own: { eng: string; rus: string; chn: string },
  more: Translations | undefined,
): LocalizedText {
  return { ...own, ...more };
}
