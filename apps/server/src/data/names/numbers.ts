import type { Language } from '@bondsight/contracts';

/** Languages that write a decimal point; the others write a comma (4,25). */
const DECIMAL_POINT: readonly Language[] = ['eng', 'chn'];

/** A number as a bond name writes it: at most `digits` decimals, the language's separator. */
export function decimalText(x: number, lang: Language, digits = 3): string {
  const text = `${Number(x.toFixed(digits))}`;
  return DECIMAL_POINT.includes(lang) ? text : text.replace('.', ',');
}

/** A rate in a bond name: 4.25% / 4,25% / %4,25 (Turkish puts the sign first). */
export function percentText(x: number, lang: Language, digits = 3): string {
  const number = decimalText(x, lang, digits);
  return lang === 'tur' ? `%${number}` : `${number}%`;
}
