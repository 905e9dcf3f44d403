/**
 * The holdings table's rows: the server's holding with each maskable number read as a plain
 * number (null when withheld) so the shared table sorts by it, and the withheld fields named.
 */
import { isMasked, type MaskedValue } from '@bondsight/contracts/access';
import type { WatchlistHolding } from '@bondsight/contracts';

export const MASKABLE_FIELDS = [
  'price',
  'ytm',
  'duration',
  'accrued',
  'value',
  'pnl_clean',
  'pnl_total',
] as const;
type MaskableField = (typeof MASKABLE_FIELDS)[number];

export type HoldingRow = Omit<WatchlistHolding, MaskableField> &
  Record<MaskableField, number | null> & {
    /** Fields the server withheld (shown as asterisks). */
    masked: ReadonlySet<string>;
  };

const plain = (value: number | null | MaskedValue): number | null =>
  isMasked(value) ? null : value;

export function toHoldingRow(holding: WatchlistHolding): HoldingRow {
  const masked = new Set(MASKABLE_FIELDS.filter((field) => isMasked(holding[field])));
  return {
    ...holding,
    price: plain(holding.price),
    ytm: plain(holding.ytm),
    duration: plain(holding.duration),
    accrued: plain(holding.accrued),
    value: plain(holding.value),
    pnl_clean: plain(holding.pnl_clean),
    pnl_total: plain(holding.pnl_total),
    masked,
  };
}

/** A P&L's tone: gains green, losses red, nothing plain. */
export function pnlTone(value: number | null): 'gain' | 'loss' | '' {
  if (value === null || value === 0) return '';
  return value > 0 ? 'gain' : 'loss';
}
