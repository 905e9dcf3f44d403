import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the SYNC variables', () => {
  it('default to no scheduled runs, at 19:30 Moscow time', () => {
    expect(loadConfig({}).sync).toEqual({
      sources: [],
      at: { hour: 19, minute: 30, timeZone: 'Europe/Moscow' },
      onStart: false,
      urls: { moex: null, ust: null },
      rates: { moex: null, ust: null },
      lockPollMs: 10_000,
    });
  });

  it('read the sources, the time, the start-up run and the addresses', () => {
    const sync = loadConfig({
      SYNC: 'moex, ust,moex',
      SYNC_AT: '18:15 America/New_York',
      SYNC_ON_START: '1',
      SYNC_MOEX_URL: 'http://127.0.0.1:9000/',
      SYNC_MOEX_RATE: '4',
      SYNC_UST_RATE: '0.5',
      SYNC_LOCK_POLL_MS: '500',
    }).sync;
    expect(sync).toEqual({
      sources: ['moex', 'ust'],
      at: { hour: 18, minute: 15, timeZone: 'America/New_York' },
      onStart: true,
      urls: { moex: 'http://127.0.0.1:9000', ust: null },
      rates: { moex: 4, ust: 0.5 },
      lockPollMs: 500,
    });
  });

  it('refuse bad values with a message naming the variable', () => {
    expect(() => loadConfig({ SYNC: 'moex,bloomberg' })).toThrow(/SYNC must list sources among/);
    expect(() => loadConfig({ SYNC_AT: '7pm' })).toThrow(/SYNC_AT must be "HH:MM Time\/Zone"/);
    expect(() => loadConfig({ SYNC_AT: '19:30 Moscow' })).toThrow(/unknown time zone "Moscow"/);
    expect(() => loadConfig({ SYNC_ON_START: 'yes' })).toThrow(/SYNC_ON_START must be 1 or 0/);
    expect(() => loadConfig({ SYNC_UST_URL: 'ftp://x' })).toThrow(/SYNC_UST_URL must be an http/);
    expect(() => loadConfig({ SYNC_LOCK_POLL_MS: '5' })).toThrow(/SYNC_LOCK_POLL_MS must be/);
    expect(() => loadConfig({ SYNC_MOEX_RATE: 'fast' })).toThrow(/SYNC_MOEX_RATE must be a number/);
    expect(() => loadConfig({ SYNC_UST_RATE: '0' })).toThrow(/SYNC_UST_RATE must be a number/);
  });
});
