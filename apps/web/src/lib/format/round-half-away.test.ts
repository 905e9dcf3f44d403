import { describe, expect, it } from 'vitest';
import { roundHalfAway } from './round-half-away';

describe('rounding halves away from zero', () => {
  it('rounds the decimal a reader sees, not the binary value', () => {
    // 1.005 and 2.675 are stored a hair below the half; a reader rounds them up.
    expect(roundHalfAway(1.005, 2)).toBe(1.01);
    expect(roundHalfAway(2.675, 2)).toBe(2.68);
    expect(roundHalfAway(1.0005, 3)).toBe(1.001);
  });

  it('rounds negative halves away from zero, not up', () => {
    expect(roundHalfAway(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAway(-0.5, 0)).toBe(-1);
    expect(roundHalfAway(0.5, 0)).toBe(1);
    expect(roundHalfAway(-2.4, 0)).toBe(-2);
  });

  it('gives +0, never -0', () => {
    expect(Object.is(roundHalfAway(-0.0001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAway(-0, 2), 0)).toBe(true);
  });

  it('handles numbers written with an exponent', () => {
    expect(roundHalfAway(1e-7, 4)).toBe(0);
    expect(roundHalfAway(5e-5, 4)).toBe(0.0001);
    expect(roundHalfAway(1.23456e21, 2)).toBe(1.23456e21);
    expect(roundHalfAway(1234.5, 0)).toBe(1235);
  });

  it('leaves what is not finite alone', () => {
    expect(roundHalfAway(Number.NaN, 2)).toBeNaN();
    expect(roundHalfAway(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});
