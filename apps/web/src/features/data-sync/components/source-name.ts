import type { TFunction } from 'i18next';

/** A sync source's name in the interface language; an unknown one by its code. */
export const sourceName = (t: TFunction, source: string) =>
  t(`data_sync:source_${source}`, { defaultValue: source });

/** A run's duration in the interface language's units. */
export function durationText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return t('data_sync:duration_s', { s: Math.round(seconds * 10) / 10 });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('data_sync:duration_min', { m: minutes, s: Math.round(seconds % 60) });
  return t('data_sync:duration_h', { h: Math.floor(minutes / 60), m: minutes % 60 });
}
