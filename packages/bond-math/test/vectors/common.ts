/** Shared helpers of the reference-vector handlers. */
import { expect } from 'vitest';
import { parseIsoDate } from '../../src/index';
import type { Vector } from '../reference';

export type Handler = (v: Vector) => void;
export const d = (s: unknown) => parseIsoDate(s as string);
export const num = (x: unknown) => x as number;

export function within(got: number, expected: number, tol: number, label: string) {
  expect(
    Math.abs(got - expected),
    `${label}: got ${got}, expected ${expected}`,
  ).toBeLessThanOrEqual(tol);
}
