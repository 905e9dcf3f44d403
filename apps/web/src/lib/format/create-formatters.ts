import { INTL_LOCALE } from '@bondsight/contracts/languages';
import type { Language } from '@bondsight/contracts';
import { formatDatesIn } from './dates-in-text';
import { DECIMALS, validDecimals } from './decimals';
import { shownDurationOrSpread, shownYield, type YieldContext } from './display-rules';
import { roundHalfAway } from './round-half-away';
import { usableNumber, type NumberInput } from './source-value';

/** A duration in days (0 decimals) or in years (2 decimals). */
export type DurationUnit = 'days' | 'years';
/** A volume in money (2 decimals) or in pieces, i.e. bonds (0 decimals). */
export type VolumeUnit = 'money' | 'pieces';

/**
 * The one formatter of every number the pages show: one function per kind of the spec
 * (section 9 decimals, section 5 display rules), in the active language's conventions (Intl),
 * never hand-formatted. A value a rule hides, a missing one, a source field without `.numeric`
 * or with `.baddata` all show blank (''), never as a number.
 */
export function createFormatters(language: Language) {
  const locale = INTL_LOCALE[language];
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = numberFormats.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      numberFormats.set(decimals, format);
    }
    return format;
  };
  /** Fixed decimals, halves away from zero; blank when there is no usable number. */
  const fixed = (value: NumberInput, decimals: number) => {
    const number = usableNumber(value);
    return number === null ? '' : numberFormat(decimals).format(roundHalfAway(number, decimals));
  };
  const dateFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const numericDateFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const daysFormat = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  });
  const currencyFormat = (currency: string, compact: boolean) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: compact ? 1 : 2,
      ...(compact ? { notation: 'compact' as const } : {}),
    });

  return {
    /** A price, % of face: 4 decimals. */
    price: (value: NumberInput) => fixed(value, DECIMALS.price),
    /** A yield, %: 3 decimals; blank above 2000 %. */
    yield: (value: NumberInput) => fixed(shownYield(value), DECIMALS.yield),
    /** A spread, basis points: 2 decimals; blank when the indicative yield exceeds 20 %. */
    spread: (value: NumberInput, context?: YieldContext) =>
      fixed(shownDurationOrSpread(value, context), DECIMALS.spread),
    /** A duration in days (0 decimals) or years (2); blank when the yield exceeds 20 %. */
    duration: (value: NumberInput, unit: DurationUnit, context?: YieldContext) =>
      fixed(
        shownDurationOrSpread(value, context),
        unit === 'days' ? DECIMALS.durationDays : DECIMALS.durationYears,
      ),
    /** Convexity, a duration-type field: 2 decimals, same 20 % rule. */
    convexity: (value: NumberInput, context?: YieldContext) =>
      fixed(shownDurationOrSpread(value, context), DECIMALS.convexity),
    /** PVBP, a duration-type field: 4 decimals, same 20 % rule. */
    pvbp: (value: NumberInput, context?: YieldContext) =>
      fixed(shownDurationOrSpread(value, context), DECIMALS.pvbp),
    /** A volume: money 2 decimals, pieces (bonds) 0. */
    volume: (value: NumberInput, unit: VolumeUnit) =>
      fixed(value, unit === 'money' ? DECIMALS.volumeMoney : DECIMALS.volumePieces),
    /** Accrued interest with the issue's own precision (`nkdPrecision` of the answers), 2 by default. */
    nkd: (value: NumberInput, precision?: number | null) =>
      fixed(value, validDecimals(precision, DECIMALS.nkdDefault)),
    /** A percentage given in percent (12.5 means 12.5 %), with the language's percent sign. */
    percent: (value: NumberInput, decimals: number = DECIMALS.percent) => {
      const number = usableNumber(value);
      if (number === null) return '';
      return new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(roundHalfAway(number, decimals) / 100);
    },
    /** Any other number (a ratio, a share, a size) with fixed decimals; 2 by default. */
    number: (value: NumberInput, decimals = 2) => fixed(value, validDecimals(decimals, 2)),
    /** A count. */
    integer: (value: NumberInput) => fixed(value, 0),
    /** Large amounts (issue volumes) in the language's short scale: 450 bn, 450 млрд, 4500亿. */
    compactMoney: (value: NumberInput, currency: string) => {
      const number = usableNumber(value);
      return number === null ? '' : currencyFormat(currency, true).format(number);
    },
    /** An amount of money in its currency, up to 2 decimals. */
    money: (value: NumberInput, currency: string) => {
      const number = usableNumber(value);
      return number === null
        ? ''
        : currencyFormat(currency, false).format(roundHalfAway(number, 2));
    },
    /** A number of days in words of the language, its plural too: 14 days, 14 дней, 14天. */
    days: (value: NumberInput) => {
      const number = usableNumber(value);
      return number === null ? '' : daysFormat.format(Math.round(number));
    },
    /** ISO yyyy-MM-dd as a calendar date, free of the viewer's time zone. */
    date: (iso: string | null | undefined) =>
      iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '',
    /**
     * The same date in digits (29.11.2026, 29/11/2026, 2026/11/29): for a table of many dates
     * side by side (a payment schedule), where the month's name would widen every column.
     */
    dateDigits: (iso: string | null | undefined) =>
      iso ? numericDateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '',
    /** A published text with ISO days in it (a period, "from … to …"): its days as dates. */
    datesIn: (text: string | null | undefined) => (text ? formatDatesIn(text, dateFormat) : ''),
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
