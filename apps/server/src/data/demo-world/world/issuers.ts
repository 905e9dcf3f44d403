import type { ReportStandard } from '../../../db/schema/index';
import { chance, integer, pick, stream, weighted, type Random } from '../random';
import { SHOWCASE_NAMES, SOVEREIGN_NAMES } from './issuer-texts';
import { completeNames } from '../../names/index';
import { NameBook, spvNames } from './names';
import { SECTORS, type CurrencyCode, type Sector } from './reference';
import { REGIONS } from './regions';
import type { IssuerKind, IssuerPlan } from './types';

export interface IssuerOptions {
  seed: number;
  bonds: number;
  years: number;
  /** Day indexes of the window in the world's history, for default dates. */
  windowStart: number;
  windowEnd: number;
}

/** Credit spread (decimal) of a rating rank: 25 bp at AAA, about 2 % at B-, 15 % near default. */
export const spreadOfRank = (rank: number) => 0.0025 * Math.exp(0.23 * (rank - 1));

const HOME_CURRENCY: Record<string, CurrencyCode> = {
  RU: 'RUB',
  KZ: 'RUB',
  US: 'USD',
  DE: 'EUR',
  CN: 'CNY',
  IE: 'USD',
};

/** Fewer bonds per issuer in small worlds, more in big ones (banks issue notes by the hundred). */
export function issuerCount(bonds: number): number {
  return Math.max(12, Math.round(bonds / (3 + 3 * Math.log10(Math.max(bonds, 100) / 100))));
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)));

function rankDraw(random: Random, kind: IssuerKind): number {
  if (kind === 'municipal') return integer(random, 3, 9);
  const band = weighted(random, [
    [[1, 3], 10],
    [[4, 7], 30],
    [[8, 10], 30],
    [[11, 13], 18],
    [[14, 16], 9],
    [[17, 19], 3],
  ] as const);
  return integer(random, band[0], band[1]);
}

function reportsOf(random: Random, kind: IssuerKind, country: string): ReportStandard[] {
  if (kind === 'bank' && (country === 'RU' || country === 'KZ'))
    return [
      ...(chance(random, 0.9) ? ['bank_rsbu' as const] : []),
      ...(chance(random, 0.5) ? ['msfo' as const] : []),
    ];
  if (kind === 'corporate' && (country === 'RU' || country === 'KZ'))
    return [
      ...(chance(random, 0.4) ? ['msfo' as const] : []),
      ...(chance(random, 0.75) ? ['rsbu' as const] : []),
    ];
  if (kind === 'corporate' || kind === 'bank') return chance(random, 0.7) ? ['msfo'] : [];
  return [];
}

export function planIssuers(options: IssuerOptions): IssuerPlan[] {
  const random = stream(options.seed, 'issuers');
  const book = new NameBook();
  const total = issuerCount(options.bonds);
  const plans: IssuerPlan[] = [];
  const add = (p: Omit<IssuerPlan, 'id' | 'registryCode' | 'website' | 'firstBondId'>) => {
    const id = plans.length + 1;
    const slug = (p.names.eng ?? `issuer-${id}`)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    plans.push({
      ...p,
      // Every language's name (dictionary phrases, proper names by the rules of names/).
      names: completeNames(p.names),
      fullNames: completeNames(p.fullNames),
      id,
      registryCode:
        p.country === 'RU'
          ? `77${String(10_000_000 + id * 7919).slice(-8)}`
          : `549300DEMO${String(id).padStart(10, '0')}`,
      website: p.kind === 'spv' ? null : `https://${slug}.example`,
      firstBondId: 0,
    });
    return id;
  };
  const base = {
    regionId: null,
    defaultAt: null,
    reports: [] as ReportStandard[],
    listed: false,
    sponsorId: null,
    showcase: null,
  };
  const sovereignBonds: Record<string, number> = {
    RU: clamp(options.bonds * 0.02, 4, 300),
    US: clamp(options.bonds * 0.01, 2, 400),
    DE: clamp(options.bonds * 0.005, 1, 150),
    CN: clamp(options.bonds * 0.005, 1, 200),
  };
  for (const country of ['RU', 'US', 'DE', 'CN'] as const) {
    const n = SOVEREIGN_NAMES[country] as (typeof SOVEREIGN_NAMES)['RU'];
    book.reserve(n.names);
    add({
      ...base,
      ...n,
      kind: 'sovereign',
      country,
      currency: HOME_CURRENCY[country] as CurrencyCode,
      sector: 'sovereign',
      rank: 1,
      spread: 0,
      bondCount: sovereignBonds[country] ?? 1,
    });
  }
  book.reserve(SHOWCASE_NAMES.corporate.names);
  book.reserve(SHOWCASE_NAMES.bank.names);
  const moscow = REGIONS.find((r) => r.country === 'RU')?.id ?? null;
  add({
    ...base,
    ...SHOWCASE_NAMES.corporate,
    kind: 'corporate',
    country: 'RU',
    currency: 'RUB',
    regionId: moscow,
    sector: 'utilities',
    rank: 6,
    spread: spreadOfRank(6),
    bondCount: 6,
    reports: ['msfo', 'rsbu'],
    listed: true,
    showcase: 'corporate',
  });
  // The showcase borrows abroad through its own SPV (ratings of the SPV and the guarantor).
  add({
    ...base,
    ...spvNames(SHOWCASE_NAMES.corporate.names),
    kind: 'spv',
    country: 'IE',
    currency: 'USD',
    regionId: REGIONS.find((r) => r.country === 'IE')?.id ?? null,
    sector: 'finance_spv',
    rank: 6,
    spread: spreadOfRank(6),
    bondCount: 0,
    sponsorId: plans.length,
  });
  add({
    ...base,
    ...SHOWCASE_NAMES.bank,
    kind: 'bank',
    country: 'RU',
    currency: 'RUB',
    regionId: moscow,
    sector: 'banks',
    rank: 8,
    spread: spreadOfRank(8),
    bondCount: 5,
    reports: ['bank_rsbu', 'msfo'],
    listed: true,
    showcase: 'bank',
  });

  const munis = REGIONS.filter((r) => r.issuer).slice(0, Math.min(28, Math.round(total * 0.06)));
  for (const region of munis) {
    const rank = rankDraw(random, 'municipal');
    const names = region.issuer ?? region.names;
    add({
      ...base,
      names,
      fullNames: names,
      kind: 'municipal',
      country: region.country,
      currency: HOME_CURRENCY[region.country] as CurrencyCode,
      regionId: region.id,
      sector: 'municipal',
      rank,
      spread: spreadOfRank(rank),
      bondCount: 0,
    });
  }
  while (plans.length < total) {
    const country = weighted(random, [
      ['RU', 62],
      ['US', 14],
      ['CN', 10],
      ['DE', 7],
      ['KZ', 7],
    ] as const);
    const kind: IssuerKind = chance(random, 0.22) ? 'bank' : 'corporate';
    const sector: Sector = kind === 'bank' ? 'banks' : pick(random, SECTORS);
    // The region is one of the issuer's own country, and a namesake is told apart by it.
    const regions = REGIONS.filter((r) => r.country === country);
    const region = regions.length > 0 ? pick(random, regions) : null;
    const rank = rankDraw(random, kind);
    // A German or Chinese name says the industry (Guangdong Energy): the name's sector wins
    // over the one drawn, which is still drawn so the rest of the world stays as it was.
    const { sector: named, ...names } = book.issuer(
      random,
      country,
      kind,
      sector,
      region?.names ?? null,
    );
    const id = add({
      ...base,
      ...names,
      kind,
      country,
      currency: HOME_CURRENCY[country] as CurrencyCode,
      regionId: region?.id ?? null,
      sector: (named as Sector | null) ?? sector,
      rank,
      spread: spreadOfRank(rank),
      bondCount: 0,
      reports: reportsOf(random, kind, country),
      listed: rank <= 10 && chance(random, 0.12),
      defaultAt: defaultOf(random, rank, options),
    });
    // Strong Russian companies borrow in dollars and euros through an Irish SPV.
    if (
      country === 'RU' &&
      kind === 'corporate' &&
      rank <= 8 &&
      chance(random, 0.12) &&
      plans.length < total
    ) {
      const sponsor = plans[id - 1] as IssuerPlan;
      add({
        ...base,
        ...spvNames(sponsor.names),
        kind: 'spv',
        country: 'IE',
        currency: 'USD',
        regionId: REGIONS.find((r) => r.country === 'IE')?.id ?? null,
        sector: 'finance_spv',
        rank,
        spread: spreadOfRank(rank),
        bondCount: 0,
        sponsorId: id,
      });
    }
  }
  assignBondCounts(random, plans, options.bonds);
  let next = 1;
  for (const p of plans) {
    p.firstBondId = next;
    next += p.bondCount;
  }
  return plans;
}

function defaultOf(random: Random, rank: number, o: IssuerOptions): IssuerPlan['defaultAt'] {
  const p = (rank >= 14 ? 0.1 : rank >= 11 ? 0.03 : 0.003) * Math.min(1, o.years / 3);
  const span = o.windowEnd - o.windowStart - 30;
  if (span < 10 || !chance(random, p)) return null;
  return {
    index: o.windowStart + 20 + integer(random, 0, span),
    kind: chance(random, 0.35) ? 'technical' : 'default',
  };
}

/** Pareto-distributed bond counts that add up exactly to the world's size. */
function assignBondCounts(random: Random, plans: IssuerPlan[], bonds: number) {
  const fixed = plans.filter((p) => p.kind === 'sovereign' || p.showcase);
  const others = plans.filter((p) => !fixed.includes(p));
  let left = Math.max(0, bonds - fixed.reduce((s, p) => s + p.bondCount, 0));
  const weights = others.map(
    (p) => Math.min(200, (1 - random()) ** (-1 / 1.3)) * (p.kind === 'spv' ? 0.3 : 1),
  );
  const sum = weights.reduce((s, w) => s + w, 0);
  const share = Math.max(0, left - others.length);
  others.forEach((p, i) => {
    p.bondCount = Math.min(left, 1 + Math.floor((share * (weights[i] as number)) / sum));
    left -= p.bondCount;
  });
  for (let i = 0; left > 0; i = (i + 1) % Math.max(1, others.length)) {
    const p = others[i];
    if (!p) break;
    p.bondCount++;
    left--;
  }
  // When the world is smaller than its fixed issuers' bonds, trim the sovereigns.
  let excess = plans.reduce((s, p) => s + p.bondCount, 0) - bonds;
  for (const p of [...plans].reverse()) {
    const floor =
      p.showcase || (p.kind === 'sovereign' && p.country === 'RU') ? Math.min(p.bondCount, 2) : 0;
    const cut = Math.min(excess, p.bondCount - floor);
    p.bondCount -= cut;
    excess -= cut;
  }
}
