import { INTL_LOCALE, type Language } from '@bondsight/contracts/languages';

/** A ladder month (YYYY-MM) as the interface language writes it: "Dec 2026", "2026年12月". */
export function monthLabel(language: Language, month: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
