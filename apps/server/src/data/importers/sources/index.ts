import type { ImportSource } from '../source';
import { moexZcyc, ustParCurve } from './curves';
import { fred } from './fred';
import { moexBondization } from './moex-bondization';
import { moexAmortizations, moexCoupons, moexOffers } from './moex-calendar';
import { moexHistory } from './moex-history';
import { moexIndex } from './moex-index';
import { ustAuctions } from './ust-auctions';
import { ustPrices } from './ust-prices';

/** Every importable source, in the order --help lists them (and a sensible import order). */
export const SOURCES: readonly ImportSource[] = [
  moexBondization,
  moexHistory,
  moexIndex,
  moexCoupons,
  moexAmortizations,
  moexOffers,
  moexZcyc,
  ustParCurve,
  ustPrices,
  ustAuctions,
  fred,
];

export function sourceByName(name: string): ImportSource | undefined {
  return SOURCES.find((s) => s.name === name);
}
