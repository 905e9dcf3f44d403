import { withIsinCheckDigit } from '@bondsight/bond-math';

/**
 * Demo ISINs: the country code, then "00Z" (a prefix no real issuer of these countries
 * uses), six base-36 digits of the bond id, and the check digit. Generated OFZ use the
 * non-existent 27xxx (fixed) and 28xxx (floating) series.
 */
export function demoIsin(country: string, bondId: number): string {
  return withIsinCheckDigit(`${country}00Z${bondId.toString(36).toUpperCase().padStart(6, '0')}`);
}

/** An OFZ's exchange code, e.g. SU26219RMFS4: the demo world stores it as the bond's ISIN. */
export function ofzIsin(number: number): string {
  return withIsinCheckDigit(`SU${number}RMFS`);
}
