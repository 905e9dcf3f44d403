import { INTL_LOCALE } from '@bondsight/contracts/languages';
import type { Language } from '@bondsight/contracts';

/** Numbers and dates in the active language's conventions (Intl), never hand-formatted. */
export function createFormatters(language: Language) {
  const locale = INTL_LOCALE[language];
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (min: number, max: number) => {
    const key = `${min}:${max}`;
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      numberFormats.set(key, format);
    }
    return format;
  };
  const dateFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    /** Fixed decimals (spec: prices 4, yields 3, spreads 2). Null shows blank. */
    number: (value: number | null | undefined, decimals = 2) =>
      value === null || value === undefined ? '' : numberFormat(decimals, decimals).format(value),
    integer: (value: number | null | undefined) =>
      value === null || value === undefined ? '' : numberFormat(0, 0).format(value),
    /** Large amounts (issue volumes) in the language's short scale: 450 bn, 450 млрд, 4500亿. */
    compactMoney: (value: number, currency: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 2,
      }).format(value),
    /** ISO yyyy-MM-dd as a calendar date, free of the viewer's time zone. */
    date: (iso: string | null | undefined) =>
      iso ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : '',
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

/** A moment in the interface language and the viewer's time zone, e.g. "21 Nov 2026, 16:05". */
export function formatMoment(iso: string | null, language: Language): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
