import type { TFunction } from 'i18next';
import type { ValueOrigin as Origin } from '@bondsight/contracts';

/** 'published by <ground>' or 'computed by Bondsight', in the interface language. */
export function originText(t: TFunction, origin: Origin, ground: string): string {
  return origin === 'computed'
    ? t('bond_freshness:origin_computed')
    : t('bond_freshness:origin_published', { ground });
}

/** The longer explanation a tooltip gives. */
export function originTitle(t: TFunction, origin: Origin): string {
  return t(`bond_freshness:origin_${origin}_title`);
}
