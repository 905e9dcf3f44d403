import { describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  decideAccess,
  decideValues,
  FULL_ACCESS_LEVEL,
  NSD_TRADING_GROUND_ID,
  VISITOR,
  type AccessSubject,
  type Capability,
} from '../src/access';

/** The access table's decisions, tier by tier, on a closed and on an open instance. */
const signedIn: AccessSubject = { ...VISITOR, level: 1 };
const full: AccessSubject = { ...VISITOR, level: FULL_ACCESS_LEVEL };
const fullNsd: AccessSubject = { ...full, nsdAccess: true };
const admin: AccessSubject = { ...signedIn, isAdmin: true };
const open = (subject: AccessSubject): AccessSubject => ({ ...subject, openData: true });

describe('what visitors see, decided once', () => {
  it('makes the latest quotes a public teaser and keeps history values at level 1077', () => {
    expect(decideAccess(VISITOR, 'bond.latest_quotes')).toBe('allowed');
    expect(decideAccess(VISITOR, 'chart.values')).toBe('need_auth');
    expect(decideAccess(signedIn, 'chart.values')).toBe('access_denied_auth');
    expect(decideAccess(full, 'chart.values')).toBe('allowed');
  });

  it('opens every data capability to everyone on an open instance, and nothing else', () => {
    const data = (Object.keys(ACCESS_TABLE) as Capability[]).filter(
      (capability) => 'data' in ACCESS_TABLE[capability],
    );
    expect(data).toEqual(
      expect.arrayContaining(['chart.values', 'chart.export', 'bond.archive.export']),
    );
    for (const capability of data) {
      expect(decideAccess(open(VISITOR), capability)).toBe('allowed');
      expect(decideAccess(open(signedIn), capability)).toBe('allowed');
    }
    // Account features and the administrator's tools stay as they are.
    expect(decideAccess(open(VISITOR), 'watchlist.edit')).toBe('need_auth');
    expect(decideAccess(open(signedIn), 'support.tickets')).toBe('access_denied_auth');
    expect(decideAccess(open(signedIn), 'admin.site_settings')).toBe('access_denied_auth');
    expect(decideAccess(open(admin), 'admin.site_settings')).toBe('allowed');
  });

  it('decides a kind of value on a ground: the kind first, then the NSD rule', () => {
    expect(decideValues(VISITOR, 'bond.latest_quotes', 1)).toBe('allowed');
    expect(decideValues(VISITOR, 'bond.latest_quotes', NSD_TRADING_GROUND_ID)).toBe('need_auth');
    // Full access without the depository's flag: the licence is what is missing, said so.
    expect(decideValues(full, 'chart.values', NSD_TRADING_GROUND_ID)).toBe('need_nsd_access');
    expect(
      decideValues({ ...signedIn, nsdAccess: true }, 'chart.values', NSD_TRADING_GROUND_ID),
    ).toBe('access_denied_auth');
    expect(decideValues(fullNsd, 'chart.values', NSD_TRADING_GROUND_ID)).toBe('allowed');
    expect(decideValues(signedIn, 'chart.values', 1)).toBe('access_denied_auth');
    // The depository licenses its values per user: an open instance does not open them.
    expect(decideValues(open(VISITOR), 'chart.values', 1)).toBe('allowed');
    expect(decideValues(open(full), 'chart.values', NSD_TRADING_GROUND_ID)).toBe('need_nsd_access');
    expect(decideValues(open(signedIn), 'chart.values', NSD_TRADING_GROUND_ID)).toBe(
      'access_denied_auth',
    );
  });
});
