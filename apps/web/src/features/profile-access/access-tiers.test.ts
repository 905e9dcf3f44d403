import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE, FULL_ACCESS_LEVEL, type Capability } from '@bondsight/contracts/access';
import eng from '../../../../../packages/labels/catalogue/eng/profile_access.json';
import { capabilityRows, requestState, tierOf, TIERS } from './access-tiers';

const row = (capability: Capability, openData = false) =>
  capabilityRows(openData).find((r) => r.capability === capability)!;

describe('the profile access page facts', () => {
  it('lists every capability a tier can hold, with a label each, and no admin ones', () => {
    const rows = capabilityRows();
    const expected = (Object.keys(ACCESS_TABLE) as Capability[]).filter(
      (c) => !('admin' in ACCESS_TABLE[c]),
    );
    expect(rows.map((r) => r.capability).sort()).toEqual([...expected].sort());
    expect(rows.some((r) => r.capability.startsWith('admin.'))).toBe(false);
    // A capability added to the table without its label shows here first.
    for (const r of rows) expect(Object.keys(eng), r.capability).toContain(r.labelKey);
  });

  it('reads each tier from the table: visitors, signed-in users, full access', () => {
    expect(row('bond.latest_quotes').tiers).toEqual({ visitor: true, signed_in: true, full: true });
    expect(row('issuer.comments.text').tiers).toEqual({
      visitor: false,
      signed_in: true,
      full: true,
    });
    expect(row('chart.values').tiers).toEqual({ visitor: false, signed_in: false, full: true });
    // Ordered by the first tier that holds it.
    const firsts = capabilityRows().map((r) => TIERS.indexOf(r.from));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });

  it('names the conditions beside a level: a tariff, the NSD and documents permissions', () => {
    expect(row('support.tickets').tariffs).toEqual([677]);
    expect(row('trading.nsd_values').condition).toBe('nsd');
    expect(row('bond.documents.download').condition).toBe('docs');
    expect(row('chart.values').condition).toBeNull();
    // An open instance gives its data to everyone, and asks no documents permission.
    expect(row('chart.values', true).tiers.visitor).toBe(true);
    expect(row('bond.documents.download', true).condition).toBeNull();
    expect(row('watchlist.edit', true).tiers.visitor).toBe(false);
  });

  it('tells the tier and the request state from the page globals', () => {
    const globals = { userId: 0, level: 0, paStatusConfirm: 0, paSendExpand: 0 };
    expect(tierOf(globals)).toBe('visitor');
    expect(requestState(globals)).toBe('sign_in');
    const user = { ...globals, userId: 7, level: 1, paStatusConfirm: 1 };
    expect(tierOf(user)).toBe('signed_in');
    expect(requestState(user)).toBe('none');
    expect(requestState({ ...user, paStatusConfirm: 0 })).toBe('pending');
    const full = { ...user, level: FULL_ACCESS_LEVEL, paStatusConfirm: 0 };
    expect(tierOf(full)).toBe('full');
    expect(requestState(full)).toBe('none');
    expect(requestState({ ...full, paSendExpand: 1 })).toBe('expand_pending');
  });
});
