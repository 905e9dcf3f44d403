import { describe, expect, it } from 'vitest';
import { pageIdOf } from '../src/page-id';

describe('an entity page id', () => {
  it('is a positive int4 in plain digits', () => {
    expect(pageIdOf('42')).toBe(42);
    expect(pageIdOf('007')).toBe(7);
    expect(pageIdOf('2147483647')).toBe(2147483647);
  });

  it('is nothing for any other text, so the page is "not found" and no call fails', () => {
    for (const text of [
      'abc',
      '',
      '0',
      '-1',
      '1.5',
      '0x10',
      '1e3',
      ' 42',
      '2147483648',
      '99999999999',
    ])
      expect(pageIdOf(text)).toBeNull();
  });
});
