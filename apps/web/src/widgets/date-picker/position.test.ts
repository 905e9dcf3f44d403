import { describe, expect, it } from 'vitest';
import { placePopup } from './position';

const viewport = { width: 1000, height: 800 };
const popup = { width: 300, height: 320 };
const anchorAt = (top: number, left = 100) => ({ top, left, bottom: top + 30, width: 160 });

describe('popup placement', () => {
  it('goes under the input when there is room', () => {
    expect(placePopup(anchorAt(100), popup, viewport)).toEqual({
      top: 134,
      left: 100,
      placement: 'below',
    });
  });

  it('flips above when there is no room below', () => {
    expect(placePopup(anchorAt(600), popup, viewport)).toEqual({
      top: 600 - 4 - 320,
      left: 100,
      placement: 'above',
    });
  });

  it('stays below when there is even less room above', () => {
    expect(placePopup(anchorAt(250), popup, { width: 1000, height: 600 }).placement).toBe('below');
  });

  it('shifts sideways to stay inside the viewport', () => {
    expect(placePopup(anchorAt(100, 900), popup, viewport).left).toBe(700);
    expect(placePopup(anchorAt(100, -50), popup, viewport).left).toBe(0);
  });
});
