import { describe, expect, it } from 'vitest';
import { pickEncoding } from './cached-answers';

describe('the coding an answer is sent in', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
