import { describe, expect, it } from 'vitest';
import { createWorld } from './world';
import { INDUSTRY_SECTORS } from './name-words';

/** Issue 29 point 8: a name that says an industry has that industry's sector. */
describe('issuer sectors', () => {
  it('agree with the names of German and Chinese companies (Guangdong Energy is a utility)', () => {
    const world = createWorld({ seed: 20261121, asOf: '2026-11-28', bonds: 5000, years: 1 });
    const named = world.issuers.filter(
      (i) => (i.country === 'DE' || i.country === 'CN') && i.kind === 'corporate',
    );
    expect(named.length).toBeGreaterThan(20);
    for (const issuer of named) {
      const word = Object.keys(INDUSTRY_SECTORS).find((w) =>
        (issuer.names.eng ?? '').includes(` ${w}`),
      );
      expect(word, issuer.names.eng).toBeDefined();
      expect(issuer.sector, issuer.names.eng).toBe(INDUSTRY_SECTORS[word!]);
    }
  });

  it('keep the world as it was drawn: the name decides the sector, the draws stay the same', () => {
    // The 2,000-bond demo world of the bug reports: its issuers keep their ids and kinds.
    const world = createWorld({ seed: 20261121, asOf: '2026-11-28', bonds: 2000, years: 3 });
    const at = (id: number) => world.issuers[id - 1]!;
    expect([33, 137, 158, 174].map((id) => at(id).kind)).toEqual(['bank', 'bank', 'bank', 'bank']);
    expect(at(96).names.eng).toBe('Guangdong Energy');
    expect(at(96).sector).toBe('utilities');
  });
});
