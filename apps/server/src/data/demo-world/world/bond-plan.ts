import { addDays, priceFromYield, type CalendarDate } from '@bondsight/bond-math';
import { chance, logNormal, normal, stream, weighted, type Random } from '../random';
import { bondNames, ofzSeriesBase } from './bond-names';
import { scheduleBond } from './bond-flows';
import { shapeBond, type BondShape } from './bond-shape';
import { showcaseShape } from './showcase';
import { breakevenOf, linkerShape, realCouponPct } from './linkers';
import { demoIsin, ofzIsin } from './isin';
import { GROUND } from './reference';
import { lastTradingDayBefore } from './trading-stop';
import { REAL_OFZ } from './ofz';
import type { BondPlan, IssuerPlan, Liquidity, OfferPlan } from './types';
import { dayIndex, type World } from './world';

const roundStep = (x: number, step: number) => Math.round(x / step) * step;

/** Extra yield of a Russian or Kazakh issuer borrowing in a foreign currency. */
const crossBorderPremium = (issuer: IssuerPlan, currency: string) =>
  (issuer.country === 'RU' || issuer.country === 'KZ' || issuer.kind === 'spv') &&
  currency !== 'RUB'
    ? issuer.country === 'KZ'
      ? 0.015
      : 0.035
    : 0;

/** The k-th bond of an issuer (its id is issuer.firstBondId + k), from its own random stream. */
export function planBond(world: World, issuer: IssuerPlan, k: number): BondPlan {
  const id = issuer.firstBondId + k;
  const random = stream(world.options.seed, 'bond', id);
  const real = issuer.kind === 'sovereign' && issuer.country === 'RU' ? REAL_OFZ[k] : undefined;
  const windowFirst = world.history.days[world.windowStart] as CalendarDate;
  const serialNo = k + 1;
  const shape: BondShape = real
    ? real.shape
    : linkerShape(
        issuer,
        showcaseShape(issuer, k, windowFirst, shapeBond(random, issuer, windowFirst, world.asOf)),
        serialNo,
      );
  const spreadFactor = issuer.kind === 'sovereign' ? 0 : Math.exp(0.1 * normal(random));
  const subordinated = issuer.kind === 'bank' && chance(random, 0.2);
  const secured = issuer.kind === 'corporate' && chance(random, 0.05);
  const factor = spreadFactor * (subordinated ? 1.6 : 1) * (secured ? 0.8 : 1);
  const issueDay = dayIndex(world, Math.min(shape.issue, world.asOf) as CalendarDate);
  const curveYield = world.curves[shape.currency].effectiveYield(
    issueDay,
    Math.max(0.5, shape.tenor * 0.8),
  );
  const spread =
    issuer.spread * factor * Math.exp(0.15 * normal(random)) +
    crossBorderPremium(issuer, shape.currency);
  const step = shape.currency === 'RUB' ? 0.05 : shape.currency === 'CNY' ? 0.01 : 0.125;
  // A linker's yield is real: the nominal curve less the breakeven (world/linkers.ts).
  const issueYield = curveYield + spread - breakevenOf(shape.couponType, shape.currency);
  const couponPct = real
    ? real.couponPct
    : shape.couponType === 'inflation'
      ? realCouponPct(shape.currency, issueYield)
      : Math.max(step, roundStep(issueYield * 100, step));
  const marginPct = issuer.kind === 'sovereign' ? 0 : Math.max(0.1, roundStep(spread * 100, 0.05));
  const schedule = scheduleBond(world, shape, couponPct, marginPct);
  const offers = offersOf(
    random,
    shape,
    schedule.flows.flows.map((f) => f.accrualEnd),
  );
  const status = statusOf(random, world, issuer, shape, offers);
  const liquidity: Liquidity =
    real || issuer.showcase || issuer.kind === 'sovereign'
      ? 'daily'
      : weighted(random, [
          ['daily', world.mix.shares[0]],
          ['active', world.mix.shares[1]],
          ['sparse', world.mix.shares[2]],
        ] as const);
  const li = liquidity === 'daily' ? 0 : liquidity === 'active' ? 1 : 2;
  const grounds = groundsOf(random, issuer, shape, liquidity);
  const rub = shape.currency === 'RUB';
  const volumeMedian =
    issuer.kind === 'sovereign'
      ? rub
        ? 1.5e11
        : 4e10
      : rub
        ? issuer.kind === 'municipal'
          ? 1e10
          : 4e9
        : shape.currency === 'CNY'
          ? 1.5e9
          : 5e8;
  const volume = real
    ? real.volume
    : Math.max(
        shape.faceValue * 1000,
        roundStep(logNormal(random, volumeMedian, 0.8), shape.faceValue * 1000),
      );
  const repurchased = offers.some((o) => o.type === 'put' && o.date <= world.asOf)
    ? Math.round((volume * (0.1 + 0.5 * random())) / shape.faceValue) * shape.faceValue
    : 0;
  const names = real ? real.names : bondNames(issuer, shape, schedule.stored.couponRate, serialNo);
  const called =
    status.id === 112 ? offers.find((o) => o.type === 'call' && o.date <= world.asOf) : undefined;
  // An OFZ trades on the Moscow Exchange under its SECID (SU26230RMFS1: series and RMFS).
  const ofzSeries =
    issuer.kind === 'sovereign' && issuer.country === 'RU'
      ? (real?.number ?? ofzSeriesBase(shape.couponType) + serialNo)
      : null;
  const mainGround = real ? GROUND.moex : grounds.main;
  return {
    id,
    issuer,
    isin: real
      ? ofzIsin(real.number)
      : demoIsin(issuer.country === 'IE' ? 'XS' : issuer.country, id),
    exchangeCode: ofzSeries !== null && mainGround === GROUND.moex ? ofzIsin(ofzSeries) : null,
    ...names,
    stored: schedule.stored,
    storedFlows: schedule.storedFlows,
    floatingBase: shape.floatingBase,
    floatingMargin: shape.couponType === 'floating' ? marginPct : null,
    offers,
    statusId: status.id,
    firstTradingDay: shape.issue,
    redemptionDay: called?.date ?? shape.maturity,
    lastTradingDay: status.trades
      ? (Math.min(lastTradingDayBefore(called?.date ?? shape.maturity), world.asOf) as CalendarDate)
      : addDays(shape.issue, -1),
    volume: volume - repurchased,
    placedVolume: volume,
    // Coupon bonds are placed at par (their coupon is set at the yield); a zero-coupon bond
    // at the discount that yields the curve plus its spread (MOEX's effective annual yield),
    // a linker (its coupon a round real rate) at its real yield.
    placementPrice:
      shape.couponType === 'zero' || shape.couponType === 'inflation'
        ? Number(
            priceFromYield(schedule.terms, shape.issue, issueYield, {
              convention: 'effective-annual',
            }).clean.toFixed(4),
          )
        : 100,
    liquidity,
    mainGround,
    secondGround: real ? null : grounds.second,
    // Benchmarks and the showcase are always valued (the indexes price off the estimation ground).
    estimated:
      real !== undefined ||
      issuer.kind === 'sovereign' ||
      issuer.showcase !== null ||
      random() < (world.mix.estimated[li] ?? 0),
    nsdValued: real ? real.nsd : grounds.nsdEligible && random() < (world.mix.nsd[li] ?? 0),
    spreadFactor: factor,
    bondKind: issuer.kind === 'spv' ? 'corporate' : issuer.kind,
    flags: {
      subordinated,
      secured,
      guaranteed: issuer.kind === 'spv',
      convertible: issuer.listed && chance(random, 0.03),
    },
    terms: schedule.terms,
    flows: schedule.flows,
  };
}

function offersOf(random: Random, shape: BondShape, dates: CalendarDate[]): OfferPlan[] {
  const offers: OfferPlan[] = [];
  const inside = dates.filter((d) => d > shape.issue + 365 && d < shape.maturity - 180);
  if (inside.length === 0) return offers;
  if (shape.put)
    offers.push({
      date: inside[Math.floor(inside.length * 0.4)] as CalendarDate,
      type: 'put',
      price: 100,
    });
  if (shape.call)
    offers.push({
      date: inside[Math.floor(inside.length * 0.7)] as CalendarDate,
      type: 'call',
      price: chance(random, 0.5) ? 100 : 101,
    });
  return offers.sort((a, b) => a.date - b.date);
}

function statusOf(
  random: Random,
  world: World,
  issuer: IssuerPlan,
  shape: BondShape,
  offers: OfferPlan[],
): { id: number; trades: boolean } {
  const asOf = world.asOf;
  if (shape.issue > asOf) return { id: chance(random, 0.1) ? 64 : 32, trades: false };
  if (issuer.kind !== 'sovereign' && !issuer.showcase && chance(random, 0.01))
    return { id: 64, trades: false };
  const d = issuer.defaultAt;
  const defaultDay = d ? (world.history.days[d.index] as CalendarDate) : null;
  if (d && defaultDay && shape.issue < defaultDay && defaultDay < shape.maturity) {
    if (d.kind === 'default') return { id: 256, trades: true };
    return { id: shape.maturity <= asOf ? 128 : 174, trades: true };
  }
  if (shape.maturity <= asOf) return { id: 128, trades: true };
  if (offers.some((o) => o.type === 'call' && o.date <= asOf) && chance(random, 0.4))
    return { id: 112, trades: true };
  if (shape.issue > asOf - 14) return { id: 96, trades: true };
  return { id: 192, trades: true };
}

function groundsOf(random: Random, issuer: IssuerPlan, shape: BondShape, liquidity: Liquidity) {
  const russian = issuer.country === 'RU' || issuer.country === 'KZ' || issuer.kind === 'spv';
  let main: number = GROUND.moex;
  if (shape.currency === 'USD')
    main =
      issuer.country === 'US' ? GROUND.usOtc : issuer.country === 'KZ' ? GROUND.kase : GROUND.ruOtc;
  else if (shape.currency === 'EUR')
    main = issuer.country === 'DE' ? GROUND.frankfurt : GROUND.ruOtc;
  else if (shape.currency === 'CNY' && issuer.country === 'CN') main = GROUND.cibm;
  const second = russian && liquidity !== 'sparse' && chance(random, 0.25) ? GROUND.spb : null;
  return { main, second, nsdEligible: russian };
}
