/** Number texts of the chart: axis ticks (millions above the spec's threshold) and tooltips. */
import { MLN_THRESHOLD } from './constants';

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, maxDigits: number) {
  const key = `${locale}:${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits });
    formats.set(key, format);
  }
  return format;
}

/** True when the spec wants the value in millions (100,000 or more either side of zero). */
export function inMillions(value: number): boolean {
  return Math.abs(value) >= MLN_THRESHOLD;
}

/** An axis tick: "250" or, from 100,000 up, "0.25 mln" in the interface language. */
export function formatAxisValue(value: number, mlnLabel: string, locale: string): string {
  if (inMillions(value)) return `${numberFormat(locale, 3).format(value / 1_000_000)} ${mlnLabel}`;
  return numberFormat(locale, 4).format(value);
}

/**
 * A tooltip value: the same millions rule, up to 4 decimals (prices have 4). A change
 * (`signed`) shows its sign: +0.35 beside -0.35.
 */
export function formatValue(
  value: number | null,
  mlnLabel: string,
  locale: string,
  signed = false,
): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const text = formatAxisValue(value, mlnLabel, locale);
  // Rounded to nothing, a change has no sign either.
  return signed && value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}
