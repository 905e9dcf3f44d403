import { INTL_LOCALE, type Language } from '@bondsight/contracts';

/** A moment in the interface language, e.g. "21 Nov 2026, 16:05". */
export function formatMoment(iso: string | null, language: Language): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
