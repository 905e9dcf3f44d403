import type { Language } from '@bondsight/contracts';
import { dayjs } from './dayjs-setup';

/**
 * The languages the picker speaks: the spec's twelve, and Polish and Ukrainian, so that each
 * of the ten interface languages has its own (they showed English).
 */
export const PICKER_LOCALES = [
  'zh',
  'en',
  'ro',
  'fr',
  'es',
  'pt-br',
  'ru',
  'de',
  'it',
  'cs',
  'sl',
  'tr',
  'pl',
  'uk',
] as const;
export type PickerLocale = (typeof PICKER_LOCALES)[number];
export const DEFAULT_PICKER_LOCALE: PickerLocale = 'en';

/** The picker's own words; month and weekday names come from dayjs locales instead. */
export interface PickerTexts {
  ok: string;
  today: string;
  clear: string;
  prevMonth: string;
  nextMonth: string;
  prevYear: string;
  nextYear: string;
  prevDecade: string;
  nextDecade: string;
  next7Days: string;
  prev7Days: string;
  next30Days: string;
  prev30Days: string;
  selectTime: string;
}

// Key order: ok, today, clear, prev/next month, prev/next year, prev/next decade,
// next 7, previous 7, next 30, previous 30 days, select time.
const KEYS: readonly (keyof PickerTexts)[] = [
  'ok',
  'today',
  'clear',
  'prevMonth',
  'nextMonth',
  'prevYear',
  'nextYear',
  'prevDecade',
  'nextDecade',
  'next7Days',
  'prev7Days',
  'next30Days',
  'prev30Days',
  'selectTime',
];

// One row per language keeps the translations comparable at a glance.
const ROWS: Record<PickerLocale, string> = {
  zh: '确定|今天|清空|上个月|下个月|上一年|下一年|上一个十年|下一个十年|未来7天|过去7天|未来30天|过去30天|选择时间',
  en: 'OK|Today|Clear|Previous month|Next month|Previous year|Next year|Previous decade|Next decade|Next 7 days|Previous 7 days|Next 30 days|Previous 30 days|Select time',
  ro: 'OK|Astăzi|Șterge|Luna anterioară|Luna următoare|Anul anterior|Anul următor|Deceniul anterior|Deceniul următor|Următoarele 7 zile|Ultimele 7 zile|Următoarele 30 de zile|Ultimele 30 de zile|Selectează ora',
  fr: "OK|Aujourd'hui|Effacer|Mois précédent|Mois suivant|Année précédente|Année suivante|Décennie précédente|Décennie suivante|7 prochains jours|7 derniers jours|30 prochains jours|30 derniers jours|Choisir l'heure",
  es: 'Aceptar|Hoy|Borrar|Mes anterior|Mes siguiente|Año anterior|Año siguiente|Década anterior|Década siguiente|Próximos 7 días|Últimos 7 días|Próximos 30 días|Últimos 30 días|Seleccionar hora',
  'pt-br':
    'OK|Hoje|Limpar|Mês anterior|Próximo mês|Ano anterior|Próximo ano|Década anterior|Próxima década|Próximos 7 dias|Últimos 7 dias|Próximos 30 dias|Últimos 30 dias|Selecionar hora',
  ru: 'ОК|Сегодня|Очистить|Предыдущий месяц|Следующий месяц|Предыдущий год|Следующий год|Предыдущее десятилетие|Следующее десятилетие|Следующие 7 дней|Предыдущие 7 дней|Следующие 30 дней|Предыдущие 30 дней|Выбрать время',
  de: 'OK|Heute|Leeren|Vorheriger Monat|Nächster Monat|Vorheriges Jahr|Nächstes Jahr|Vorheriges Jahrzehnt|Nächstes Jahrzehnt|Nächste 7 Tage|Letzte 7 Tage|Nächste 30 Tage|Letzte 30 Tage|Uhrzeit wählen',
  it: 'OK|Oggi|Cancella|Mese precedente|Mese successivo|Anno precedente|Anno successivo|Decennio precedente|Decennio successivo|Prossimi 7 giorni|Ultimi 7 giorni|Prossimi 30 giorni|Ultimi 30 giorni|Seleziona ora',
  cs: 'OK|Dnes|Vymazat|Předchozí měsíc|Následující měsíc|Předchozí rok|Následující rok|Předchozí desetiletí|Následující desetiletí|Příštích 7 dní|Posledních 7 dní|Příštích 30 dní|Posledních 30 dní|Vybrat čas',
  sl: 'V redu|Danes|Počisti|Prejšnji mesec|Naslednji mesec|Prejšnje leto|Naslednje leto|Prejšnje desetletje|Naslednje desetletje|Naslednjih 7 dni|Zadnjih 7 dni|Naslednjih 30 dni|Zadnjih 30 dni|Izberi čas',
  pl: 'OK|Dzisiaj|Wyczyść|Poprzedni miesiąc|Następny miesiąc|Poprzedni rok|Następny rok|Poprzednia dekada|Następna dekada|Następne 7 dni|Poprzednie 7 dni|Następne 30 dni|Poprzednie 30 dni|Wybierz godzinę',
  uk: 'ОК|Сьогодні|Очистити|Попередній місяць|Наступний місяць|Попередній рік|Наступний рік|Попереднє десятиліття|Наступне десятиліття|Наступні 7 днів|Попередні 7 днів|Наступні 30 днів|Попередні 30 днів|Вибрати час',
  tr: 'Tamam|Bugün|Temizle|Önceki ay|Sonraki ay|Önceki yıl|Sonraki yıl|Önceki on yıl|Sonraki on yıl|Sonraki 7 gün|Önceki 7 gün|Sonraki 30 gün|Önceki 30 gün|Saat seç',
};

function toTexts(row: string): PickerTexts {
  const words = row.split('|');
  return Object.fromEntries(KEYS.map((key, i) => [key, words[i] ?? ''])) as unknown as PickerTexts;
}

export const PICKER_TEXTS: Record<PickerLocale, PickerTexts> = Object.fromEntries(
  PICKER_LOCALES.map((locale) => [locale, toTexts(ROWS[locale])]),
) as Record<PickerLocale, PickerTexts>;

export function pickerTexts(locale: PickerLocale): PickerTexts {
  return PICKER_TEXTS[locale];
}

/** dayjs names Chinese by region; the picker's 'zh' is Simplified Chinese. */
export function dayjsLocale(locale: PickerLocale): string {
  return locale === 'zh' ? 'zh-cn' : locale;
}

/** Twelve standalone month names ("март", not the genitive "марта"), January first. */
export function monthNames(locale: PickerLocale, style: 'long' | 'short' = 'long'): string[] {
  const base = dayjs('2000-01-15').locale(dayjsLocale(locale));
  return Array.from({ length: 12 }, (_, m) =>
    base.month(m).format(style === 'long' ? 'MMMM' : 'MMM'),
  );
}

/**
 * Seven weekday names starting at `firstDayOfWeek` (1 = Monday … 7 = Sunday).
 * 'min' is the calendar header form ("Mo", "一"); 'long' names the column for screen readers.
 */
export function weekdayNames(
  locale: PickerLocale,
  firstDayOfWeek: number,
  style: 'min' | 'long' = 'min',
): string[] {
  // 2000-01-02 was a Sunday, so adding n days gives dayjs weekday n.
  const sunday = dayjs('2000-01-02').locale(dayjsLocale(locale));
  return Array.from({ length: 7 }, (_, i) =>
    sunday.add((firstDayOfWeek + i) % 7, 'day').format(style === 'min' ? 'dd' : 'dddd'),
  );
}

/** Each interface language's picker locale: its own month and weekday names and words. */
export const LANGUAGE_TO_PICKER_LOCALE: Record<Language, PickerLocale> = {
  rus: 'ru',
  eng: 'en',
  pol: 'pl',
  ita: 'it',
  deu: 'de',
  esp: 'es',
  chn: 'zh',
  ukr: 'uk',
  fra: 'fr',
  tur: 'tr',
};

export function pickerLocaleFor(language: Language): PickerLocale {
  return LANGUAGE_TO_PICKER_LOCALE[language];
}
