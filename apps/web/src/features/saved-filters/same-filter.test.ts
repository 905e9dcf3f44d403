import { describe, expect, it } from 'vitest';
import { checkFilterName } from './saved-filter-name';
import { sameFilter } from './same-filter';

describe('saved filter rules', () => {
  it('matches a filter however it is spelled', () => {
    expect(sameFilter({ currency: 'USD', order: 'asc' }, { currency: 'USD' })).toBe(true);
    expect(
      sameFilter(
        { sort: 'name', order: 'asc', kind: 'bank' },
        { kind: 'bank', sort: 'name', order: 'asc' },
      ),
    ).toBe(true);
    expect(sameFilter({ sort: 'name', order: 'desc' }, { sort: 'name', order: 'asc' })).toBe(false);
    expect(sameFilter({ currency: 'USD' }, {})).toBe(false);
  });

  it('checks a name as the server does: trimmed, 1 to 60 characters', () => {
    expect(checkFilterName('  Euro banks ')).toEqual({ name: 'Euro banks' });
    expect(checkFilterName('   ')).toEqual({ error: 'saved_name_required' });
    expect(checkFilterName('x'.repeat(61))).toEqual({ error: 'saved_name_too_long' });
  });
});
