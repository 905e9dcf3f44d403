import { addDays, dayOfWeek, type CalendarDate } from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import type { bondFacts } from '../../../db/schema/index';
import { iso, serial } from '../dates';
import { chance, integer, pick, sample, stream, uniform, type Random } from '../random';
import type { BondPlan, IssuerPlan } from '../world/types';
import type { World } from '../world/world';
import { fill, inEveryLanguage } from './localize';
import { CONVERSION, COVENANTS, EARLY_REDEMPTION, STRUCTURED } from './texts-terms';
import { DEFAULTS, NEWS, RESTRUCTURING, TAP_ISSUES } from './texts-events';
import { AGENTS, FUNDS, INVESTOR_TYPES, LOMBARD_LISTS, OTHER_FACTS } from './texts-parties';

export type BondFactRow = typeof bondFacts.$inferInsert;

const ANNOUNCED = 32;
const CANCELLED = 64;
const OUTSTANDING = 192;

/** The banks of the world (managers and holders), by country, found once per world. */
interface Banks {
  all: IssuerPlan[];
  byCountry: Map<string, IssuerPlan[]>;
  showcase: IssuerPlan | undefined;
}
const banksOf = new WeakMap<World, Banks>();
function worldBanks(world: World): Banks {
  let banks = banksOf.get(world);
  if (!banks) {
    const all = world.issuers.filter((i) => i.kind === 'bank');
    const byCountry = new Map<string, IssuerPlan[]>();
    for (const bank of all)
      byCountry.set(bank.country, [...(byCountry.get(bank.country) ?? []), bank]);
    banks = { all, byCountry, showcase: all.find((b) => b.showcase === 'bank') };
    banksOf.set(world, banks);
  }
  return banks;
}

/**
 * Up to k distinct banks other than `not`, drawn by index: a world of 500k bonds has
 * thousands of banks, too many to shuffle for every bond.
 */
function someBanks(random: Random, banks: readonly IssuerPlan[], k: number, not: number) {
  const chosen = new Map<number, IssuerPlan>();
  for (let tries = 0; chosen.size < k && tries < 4 * k; tries++) {
    const bank = pick(random, banks);
    if (bank.id !== not) chosen.set(bank.id, bank);
  }
  return [...chosen.values()];
}

/** x to a multiple of step, without binary noise (26.9, not 26.900000000000002). */
const round = (x: number, step: number) => Number((Math.round(x / step) * step).toPrecision(12));
/** A weekday between two days, both included (the later one when the span is empty). */
function dayBetween(random: Random, from: CalendarDate, to: CalendarDate): CalendarDate {
  let d = (to <= from ? to : from + integer(random, 0, to - from)) as CalendarDate;
  while (dayOfWeek(d) > 5) d = addDays(d, -1);
  return d;
}

/**
 * The showcase bonds have data in every block they can plausibly have: the showcase
 * corporate's first bond (a fixed coupon with a put) in all of them, the Russian OFZ in the
 * sovereign's (tap auctions, lombard lists, investors, holders, agent, other facts).
 */
const isShowcaseBond = (bond: BondPlan) =>
  bond.issuer.showcase === 'corporate' && bond.id === bond.issuer.firstBondId;
const isRussianSovereign = (issuer: IssuerPlan) =>
  issuer.kind === 'sovereign' && issuer.country === 'RU';

interface Context {
  world: World;
  bond: BondPlan;
  random: Random;
  issue: CalendarDate;
  /** The last day a fact can be dated: the world's date, or maturity when earlier. */
  end: CalendarDate;
  rows: BondFactRow[];
}

function push(c: Context, row: Omit<BondFactRow, 'emitentId' | 'emissionId'>) {
  c.rows.push({ emitentId: c.bond.issuer.id, emissionId: c.bond.id, ...row });
}

/**
 * The bond page's extra facts of one bond (bond_facts rows). Ordinary bonds get a plausible
 * share of them, drawn from their own stream so the world stays the same whatever the batch.
 */
export function bondFactRows(world: World, bond: BondPlan): BondFactRow[] {
  const issue = serial(bond.stored.issueDate);
  const maturity = bond.stored.maturityDate ? serial(bond.stored.maturityDate) : world.asOf;
  const c: Context = {
    world,
    bond,
    random: stream(world.options.seed, 'bond-extras', bond.id),
    issue,
    end: Math.min(world.asOf, maturity) as CalendarDate,
    rows: [],
  };
  const placed = bond.statusId !== ANNOUNCED && bond.statusId !== CANCELLED && issue <= world.asOf;
  earlyRedemption(c);
  if (placed) {
    defaults(c);
    tapIssues(c);
    conversion(c);
    lombard(c);
    investors(c);
    holders(c);
    restructuring(c);
    news(c);
  }
  structuredProduct(c);
  covenants(c);
  otherFacts(c);
  managers(c);
  return c.rows;
}

function earlyRedemption(c: Context) {
  const { bond, random } = c;
  const calls = bond.offers.filter((o) => o.type === 'call');
  for (const call of calls) {
    const type = call.price > 100 ? 'make_whole' : 'call';
    push(c, {
      kind: 'early_redemption',
      code: type,
      date: iso(addDays(call.date, -30)),
      endDate: iso(call.date),
      value: call.price,
      titles: EARLY_REDEMPTION[type].title,
      texts: EARLY_REDEMPTION[type].text,
    });
  }
  const foreign = bond.stored.currency === 'USD' || bond.stored.currency === 'EUR';
  if (bond.issuer.kind !== 'sovereign' && foreign && chance(random, 0.3))
    push(c, {
      kind: 'early_redemption',
      code: 'tax_call',
      date: bond.stored.issueDate,
      endDate: bond.stored.maturityDate,
      value: 100,
      titles: EARLY_REDEMPTION.tax_call.title,
      texts: EARLY_REDEMPTION.tax_call.text,
    });
  if (isShowcaseBond(bond))
    push(c, {
      kind: 'early_redemption',
      code: 'clean_up',
      date: bond.stored.issueDate,
      endDate: bond.stored.maturityDate,
      value: 100,
      titles: EARLY_REDEMPTION.clean_up.title,
      texts: EARLY_REDEMPTION.clean_up.text,
    });
}

/** The coupon a bond pays on its whole outstanding volume, in its currency. */
const couponOnVolume = (bond: BondPlan) => {
  const frequency = Math.max(1, bond.stored.couponFrequency);
  return round((bond.volume * (bond.stored.couponRate ?? 0)) / 100 / frequency, 1000);
};

function defaults(c: Context) {
  const { bond, world } = c;
  const at = bond.issuer.defaultAt;
  if (at) {
    const day = world.history.days[at.index] as CalendarDate;
    if (c.issue < day && day <= c.end) {
      const technical = at.kind === 'technical';
      const principal = !technical && bond.stored.maturityDate === iso(day);
      push(c, {
        kind: 'default',
        code: principal ? 'principal' : 'coupon',
        date: iso(day),
        endDate: technical ? iso(dayBetween(c.random, addDays(day, 2), addDays(day, 9))) : null,
        amount: principal ? bond.volume : couponOnVolume(bond),
        currency: bond.stored.currency,
        titles: technical
          ? DEFAULTS.technical_coupon
          : DEFAULTS[principal ? 'principal' : 'coupon'],
      });
    }
    return;
  }
  if (!isShowcaseBond(bond)) return;
  // The showcase paid one coupon a day late: the paying agent's funds came after the date.
  const paid = bond.flows.flows.filter((f) => f.paymentDate <= world.asOf && f.coupon > 0);
  const flow = paid[Math.max(0, paid.length - 3)];
  if (!flow) return;
  push(c, {
    kind: 'default',
    code: 'coupon',
    date: iso(flow.paymentDate),
    endDate: iso(addDays(flow.paymentDate, 1)),
    amount: couponOnVolume(bond),
    currency: bond.stored.currency,
    titles: DEFAULTS.technical_coupon,
  });
}

function tapIssues(c: Context) {
  const { bond, random } = c;
  const sovereign = isRussianSovereign(bond.issuer);
  const count = sovereign
    ? integer(random, 2, 5)
    : isShowcaseBond(bond) || (bond.statusId === OUTSTANDING && chance(random, 0.05))
      ? 1
      : 0;
  const first = addDays(c.issue, 30);
  if (count === 0 || first >= c.end) return;
  const days = Array.from({ length: count }, () => dayBetween(random, first, c.end)).sort(
    (a, b) => a - b,
  );
  for (const day of new Set(days))
    push(c, {
      kind: 'tap_issue',
      date: iso(day),
      amount: round(bond.volume * uniform(random, 0.04, 0.12), 1e6),
      currency: bond.stored.currency,
      value: round(uniform(random, 97, 101), 0.01),
      titles: sovereign ? TAP_ISSUES.auction : TAP_ISSUES.subscription,
    });
}

function conversion(c: Context) {
  const { bond, random } = c;
  const names = bond.issuer.names;
  if (bond.flags.convertible) {
    const from = addDays(c.issue, 365);
    push(c, {
      kind: 'conversion',
      code: 'into_shares',
      date: iso(from),
      endDate: bond.stored.maturityDate,
      amount: round(uniform(random, 20, 400), 0.5),
      currency: bond.stored.currency,
      value: round(bond.stored.faceValue / uniform(random, 20, 400), 0.0001),
      titles: fill(CONVERSION.into_shares.into, { name: names }),
      texts: CONVERSION.into_shares.text,
    });
  } else if (isShowcaseBond(bond)) {
    const day = dayBetween(random, addDays(c.issue, 90), addDays(c.issue, 150));
    push(c, {
      kind: 'conversion',
      code: 'new_issue',
      date: iso(day),
      endDate: iso(day),
      value: 1,
      titles: fill(CONVERSION.new_issue.into, { name: names }),
      texts: CONVERSION.new_issue.text,
    });
  }
}

function lombard(c: Context) {
  const { bond, random } = c;
  const issuer = bond.issuer;
  const showcase = isShowcaseBond(bond) || isRussianSovereign(issuer);
  // Lists take a bond in weeks to months after its placement.
  const since = (lag: number) =>
    iso(
      dayBetween(
        random,
        addDays(c.issue, lag),
        Math.min(addDays(c.issue, 3 * lag), c.end) as CalendarDate,
      ),
    );
  const discount = issuer.kind === 'sovereign' ? uniform(random, 3, 8) : 6 + 2.5 * issuer.rank;
  const eligible =
    bond.stored.currency === 'RUB' &&
    issuer.country === 'RU' &&
    (issuer.kind === 'sovereign' || issuer.kind === 'municipal' || issuer.rank <= 9);
  if (showcase || (eligible && chance(random, 0.7)))
    push(c, {
      kind: 'lombard',
      code: 'central_bank',
      date: since(20),
      value: round(discount, 0.5),
      titles: LOMBARD_LISTS.central_bank,
    });
  if (showcase || (issuer.country === 'KZ' && chance(random, 0.6)))
    push(c, {
      kind: 'lombard',
      code: 'national_bank',
      date: since(60),
      value: round(discount + 5, 0.5),
      titles: LOMBARD_LISTS.national_bank,
    });
}

function structuredProduct(c: Context) {
  const { bond, random } = c;
  const put = bond.offers.find((o) => o.type === 'put');
  if (isShowcaseBond(bond) && put)
    push(c, {
      kind: 'structured_product',
      code: 'embedded_put',
      date: iso(put.date),
      value: put.price,
      titles: STRUCTURED.embedded_put.underlying,
      texts: STRUCTURED.embedded_put.text,
    });
  else if (
    bond.issuer.kind === 'bank' &&
    bond.stored.couponType === 'zero' &&
    bond.stored.currency === 'RUB' &&
    chance(random, 0.5)
  )
    push(c, {
      kind: 'structured_product',
      code: 'capital_protected',
      date: bond.stored.maturityDate,
      value: 100,
      titles: STRUCTURED.capital_protected.underlying,
      texts: STRUCTURED.capital_protected.text,
    });
}

function covenants(c: Context) {
  const { bond, random } = c;
  const kind = bond.issuer.kind;
  if (kind === 'sovereign' || kind === 'municipal') return;
  const foreign = bond.stored.currency === 'USD' || bond.stored.currency === 'EUR';
  const types: (keyof typeof COVENANTS)[] = isShowcaseBond(bond)
    ? ['financial', 'negative_pledge', 'cross_default']
    : chance(random, foreign ? 0.6 : 0.12)
      ? sample(random, ['financial', 'negative_pledge', 'change_of_control', 'cross_default'], 2)
      : [];
  for (const type of types)
    push(c, {
      kind: 'covenant',
      code: type,
      value: type === 'financial' ? pick(random, [3, 3.5, 4]) : null,
      titles: COVENANTS[type].title,
      texts: COVENANTS[type].text,
    });
}

function investors(c: Context) {
  const { bond, random, world } = c;
  const recent = c.issue > addDays(world.asOf, -3 * 365);
  if (!(isShowcaseBond(bond) || isRussianSovereign(bond.issuer) || (recent && chance(random, 0.4))))
    return;
  const types = Object.keys(INVESTOR_TYPES);
  const weights = types.map((type) =>
    type === 'non_residents' && bond.issuer.country === 'RU' && bond.stored.currency === 'RUB'
      ? 0.2 * random()
      : 0.3 + random(),
  );
  const total = weights.reduce((s, w) => s + w, 0);
  // Shares to one decimal that add up to 100 exactly: the largest takes the rounding.
  const shares = weights.map((w) => round((100 * w) / total, 0.1));
  const largest = shares.indexOf(Math.max(...shares));
  shares[largest] = round(100 - shares.reduce((s, x, i) => (i === largest ? s : s + x), 0), 0.1);
  types.forEach((type, i) =>
    push(c, {
      kind: 'investor',
      code: type,
      date: bond.stored.issueDate,
      value: shares[i] as number,
      titles: INVESTOR_TYPES[type] as LocalizedText,
    }),
  );
}

/** The quarter end a disclosure speaks of: the last one at least 45 days before the date. */
function lastQuarterEnd(asOf: CalendarDate): string {
  const d = iso(addDays(asOf, -45));
  const year = Number(d.slice(0, 4));
  const quarter = Math.floor((Number(d.slice(5, 7)) - 1) / 3);
  if (quarter === 0) return `${year - 1}-12-31`;
  return `${year}-${['03-31', '06-30', '09-30'][quarter - 1]}`;
}

function holders(c: Context) {
  const { bond, random, world } = c;
  if (bond.statusId !== OUTSTANDING && bond.statusId !== 174 && bond.statusId !== 256) return;
  const showcase = isShowcaseBond(bond) || isRussianSovereign(bond.issuer);
  if (!showcase && !chance(random, 0.35)) return;
  const banks = worldBanks(world).all;
  const count = integer(random, 3, 5);
  const bankHolders = banks.length > 0 ? someBanks(random, banks, count - 2, bond.issuer.id) : [];
  const funds = sample(random, FUNDS, count - bankHolders.length);
  let left = uniform(random, 25, 60);
  const asOf = lastQuarterEnd(world.asOf);
  const entries = [
    ...bankHolders.map((b) => ({ counterpartyId: b.id, titles: inEveryLanguage(b.names) })),
    ...funds.map((titles) => ({ counterpartyId: null, titles })),
  ];
  for (const entry of entries) {
    const share = round(left * uniform(random, 0.3, 0.6), 0.01);
    left -= share;
    push(c, {
      kind: 'holder',
      date: asOf,
      amount: round((bond.volume * share) / 100, 1000),
      currency: bond.stored.currency,
      value: share,
      ...entry,
    });
  }
}

function restructuring(c: Context) {
  const { bond, random, world } = c;
  const at = bond.issuer.defaultAt;
  if (at?.kind === 'default') {
    const day = world.history.days[at.index] as CalendarDate;
    const agreed = addDays(day, integer(random, 60, 150));
    if (c.issue < day && agreed <= world.asOf && chance(random, 0.6)) {
      const type = chance(random, 0.5) ? 'exchange' : 'maturity_extension';
      push(c, {
        kind: 'restructuring',
        code: type,
        date: iso(dayBetween(random, agreed, agreed)),
        endDate: bond.stored.maturityDate
          ? iso(addDays(serial(bond.stored.maturityDate), 3 * 365))
          : null,
        value: bond.stored.couponRate === null ? null : round(bond.stored.couponRate * 0.6, 0.05),
        titles: RESTRUCTURING[type],
      });
    }
    return;
  }
  if (!isShowcaseBond(bond)) return;
  push(c, {
    kind: 'restructuring',
    code: 'consent_solicitation',
    date: iso(dayBetween(random, addDays(c.issue, 200), addDays(world.asOf, -120))),
    titles: RESTRUCTURING.consent_solicitation,
  });
}

function news(c: Context) {
  const { bond, random } = c;
  const floater = bond.stored.couponType === 'floating';
  const count = isShowcaseBond(bond) ? 2 : floater && chance(random, 0.15) ? 1 : 0;
  const from = Math.max(c.issue, addDays(c.world.asOf, -365)) as CalendarDate;
  for (let k = 0; k < count; k++)
    push(c, {
      kind: 'news',
      code: 'coupon_set',
      date: iso(dayBetween(random, from, c.end)),
      titles: fill(NEWS.coupon_set.title, { name: bond.issuer.names }),
      texts: NEWS.coupon_set.text,
    });
}

function otherFacts(c: Context) {
  const { bond, random } = c;
  const codes: (keyof typeof OTHER_FACTS)[] = isShowcaseBond(bond)
    ? ['tax_exempt', 'iia_eligible']
    : isRussianSovereign(bond.issuer)
      ? ['iia_eligible']
      : bond.issuer.country === 'RU' && chance(random, 0.2)
        ? [pick(random, ['qualified_only', 'tax_exempt', 'iia_eligible'] as const)]
        : [];
  for (const code of codes)
    push(c, {
      kind: 'other',
      code,
      titles: OTHER_FACTS[code].title,
      texts: OTHER_FACTS[code].text,
    });
}

/**
 * The issue's managers. The showcase corporate's lead manager is the showcase bank, its
 * shareholder (a related party); other bonds have a bank of their country (or any) leading.
 * Russian bonds pay through the depository; eurobonds have a trustee; OFZ the Bank of Russia.
 */
function managers(c: Context) {
  const { bond, random, world } = c;
  const issuer = bond.issuer;
  if (isRussianSovereign(issuer)) {
    push(c, { kind: 'manager', code: 'paying_agent', titles: AGENTS.bank_of_russia });
    return;
  }
  if (issuer.kind === 'sovereign') return;
  const showcase = isShowcaseBond(bond) || issuer.showcase !== null;
  if (!showcase && !chance(random, 0.6)) return;
  const banks = worldBanks(world);
  const home = banks.byCountry.get(issuer.country) ?? [];
  const lead =
    issuer.showcase === 'corporate' && banks.showcase
      ? banks.showcase
      : someBanks(random, home.length > 1 ? home : banks.all, 1, issuer.id)[0];
  if (!lead) return;
  push(c, {
    kind: 'manager',
    code: 'lead_manager',
    counterpartyId: lead.id,
    titles: inEveryLanguage(lead.names),
  });
  if (showcase || chance(random, 0.4)) {
    const [co] = someBanks(random, banks.all, 1, lead.id).filter((b) => b.id !== issuer.id);
    if (co)
      push(c, {
        kind: 'manager',
        code: 'co_manager',
        counterpartyId: co.id,
        titles: inEveryLanguage(co.names),
      });
  }
  const russian = issuer.country === 'RU' && bond.stored.currency === 'RUB';
  if (russian) push(c, { kind: 'manager', code: 'paying_agent', titles: AGENTS.depository });
  else if (bond.stored.currency === 'USD' || bond.stored.currency === 'EUR')
    push(c, { kind: 'manager', code: 'trustee', titles: AGENTS.trustee });
}
