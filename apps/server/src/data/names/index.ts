/**
 * The naming rules of the data tool: every `names`-like column holds a name in each of the
 * ten interface languages. The generator and the importers compose names from `WORDS` and
 * complete whatever they write with `completeNames` (dictionary translations of fixed phrases,
 * then transliteration rules for proper names).
 */
export { completeNames, completeOptional } from './complete';
export { byLanguage, isComplete, LATIN_SCRIPT, type Names } from './languages';
export { decimalText, percentText } from './numbers';
export { hasCyrillic, russianToLatin, russianToUkrainian } from './transliterate';
export { annualReport, colon, WORDS } from './words';
