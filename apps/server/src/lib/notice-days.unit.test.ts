import { describe, expect, it } from 'vitest';
import { noticeDays, publishedNotice } from './notice-days';

describe("an option's notice period", () => {
  it('reads a count of days, stored bare or as older worlds wrote it', () => {
    expect(noticeDays('14')).toBe(14);
    expect(noticeDays('30 days')).toBe(30);
    expect(noticeDays(' 1 day ')).toBe(1);
    expect(publishedNotice('14')).toBeNull();
    expect(publishedNotice('30 days')).toBeNull();
  });

  it('keeps any other text as published, for the page to show as is', () => {
    expect(noticeDays('two weeks before the offer')).toBeNull();
    expect(publishedNotice('two weeks before the offer')).toBe('two weeks before the offer');
    expect(noticeDays(null)).toBeNull();
    expect(publishedNotice(null)).toBeNull();
    expect(publishedNotice('  ')).toBeNull();
  });
});
