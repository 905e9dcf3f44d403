import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReaderMotion } from './reduced-motion';

const prefers = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));

describe('a chart option and the reader’s motion setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops the animation when the system asks for reduced motion, and only then', () => {
    const option = { animation: true, animationDuration: 1000, series: [] };
    prefers(true);
    expect(withReaderMotion(option)).toEqual({ ...option, animation: false });
    expect(option.animation).toBe(true);
    prefers(false);
    expect(withReaderMotion(option)).toBe(option);
  });
});
