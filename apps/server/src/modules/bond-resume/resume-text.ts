import { daysBetween, parseIsoDate } from '@bondsight/bond-math';
import {
  ENDED_TRADING_STATUS_IDS,
  INTL_LOCALE,
  type BondResumeFacts,
  type Language,
} from '@bondsight/contracts';

export type Templates = Record<string, string>;

/** A label with its {{placeholders}} filled (the catalogue's own syntax). */
const fill = (template: string | undefined, values: Record<string, string> = {}) =>
  (template ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? '');

/** Numbers, dates and lists in the language's conventions (Intl), as the web formats them. */
function formatters(lang: Language) {
  const locale = INTL_LOCALE[lang];
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    /** A rate or a price in percent (7.25 -> "7.25%", "7,25 %"). */
    percent: (value: number) => percent.format(value / 100),
    years: (value: number) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value),
    list: (items: readonly string[]) => list.format(items),
  };
}

function couponSentence(
  facts: BondResumeFacts,
  t: Templates,
  f: ReturnType<typeof formatters>,
): string {
  const frequency =
    t[`frequency_${facts.couponFrequency}`] ??
    fill(t.frequency_n, { count: String(facts.couponFrequency) });
  const rate = facts.couponRate === null ? '' : f.percent(facts.couponRate);
  switch (facts.couponType) {
    case 'zero':
      return fill(t.coupon_zero);
    case 'fixed':
      return rate ? fill(t.coupon_fixed, { rate, frequency }) : '';
    case 'step':
      return rate ? fill(t.coupon_step, { rate, frequency }) : '';
    case 'inflation':
      return rate ? fill(t.coupon_inflation, { rate, frequency }) : '';
    case 'floating':
      // A margin of zero (a sovereign floater) says nothing the base does not.
      if (facts.floatingBase && facts.floatingMargin)
        return fill(t.coupon_floating_base, {
          base: facts.floatingBase,
          margin: f.percent(facts.floatingMargin),
          frequency,
        });
      return rate ? fill(t.coupon_floating, { rate, frequency }) : '';
  }
}

/**
 * How an ended bond ended, in place of its maturity: the day and the event (an exercised call
 * or put with its price, an early redemption, a buy-back, a conversion), or that it matured;
 * a cancelled issue says so. Null while it lives (or is in default): the maturity is said.
 */
function lifeSentence(
  facts: BondResumeFacts,
  t: Templates,
  f: ReturnType<typeof formatters>,
): string | null {
  const life = facts.life;
  if (life.state === 'cancelled') return fill(t.cancelled);
  if (life.endDate === null) return null;
  const date = f.date(life.endDate);
  if (life.state === 'matured') return fill(t.maturity_past, { date });
  if (life.state !== 'redeemed_early') return null;
  const byOption = (life.endEvent === 'call' || life.endEvent === 'put') && life.endPrice !== null;
  if (byOption)
    return fill(t[`ended_${life.endEvent}`], { date, price: f.percent(life.endPrice!) });
  const event = life.endEvent === 'buyback' || life.endEvent === 'conversion' ? life.endEvent : '';
  return fill(t[event ? `ended_${event}` : 'ended_early_redemption'], { date });
}

/**
 * The resume in three short paragraphs: what the bond is and what it pays; when it ends and
 * how much of it is out; its rating, where it trades and what is special about it. Every
 * sentence is a label of the `resume` module; a fact that is not stored leaves its sentence
 * out rather than saying something vague.
 */
export function writeResume(
  facts: BondResumeFacts & { bondName: string; sectorName: string | null },
  lang: Language,
  t: Templates,
  today: string,
): string[] {
  const f = formatters(lang);
  const intro = facts.sectorName
    ? fill(t.intro, {
        bond: facts.bondName,
        currency: facts.currency,
        issuer: facts.issuer.name,
        sector: facts.sectorName,
      })
    : fill(t.intro_no_sector, {
        bond: facts.bondName,
        currency: facts.currency,
        issuer: facts.issuer.name,
      });

  const maturity = facts.maturityDate;
  const life = facts.life;
  const years =
    maturity && maturity >= today
      ? daysBetween(parseIsoDate(today), parseIsoDate(maturity)) / 365.25
      : null;
  // Matured or redeemed: no volume out, and where it traded in the past tense.
  const ended =
    life.state === 'matured' ||
    life.state === 'redeemed_early' ||
    (maturity !== null && years === null) ||
    ENDED_TRADING_STATUS_IDS.includes(facts.statusId);
  const offer = facts.nextOffer;
  const terms = [
    lifeSentence(facts, t, f) ??
      (maturity === null
        ? fill(t.maturity_none)
        : years === null
          ? fill(t.maturity_past, { date: f.date(maturity) })
          : fill(t.maturity_future, { date: f.date(maturity), years: f.years(years) })),
    life.state === 'default'
      ? life.defaultedOn
        ? fill(t.defaulted, { date: f.date(life.defaultedOn) })
        : fill(t.defaulted_undated)
      : '',
    facts.outstandingVolume !== null && !ended
      ? fill(t.outstanding, { volume: f.money(facts.outstandingVolume, facts.currency) })
      : '',
    offer
      ? fill(offer.type === 'put' ? t.offer_put : t.offer_call, {
          date: f.date(offer.date),
          price: f.percent(offer.price),
        })
      : '',
  ];

  const rating = facts.rating;
  const flags = facts.flags.map((flag) => t[`flag_${flag}`] ?? flag);
  const market = [
    rating
      ? fill(rating.subject === 'emission' ? t.rating_bond : t.rating_issuer, {
          grade: rating.grade,
          agency: rating.agency,
        })
      : fill(t.rating_none),
    facts.tradingGrounds.length > 0
      ? fill(ended ? t.traded_on : t.trades_on, { grounds: f.list(facts.tradingGrounds) })
      : fill(t.trades_none),
    flags.length > 0 ? fill(t.features, { flags: f.list(flags) }) : '',
  ];

  const join = (sentences: string[]) => sentences.filter(Boolean).join(lang === 'chn' ? '' : ' ');
  return [join([intro, couponSentence(facts, t, f)]), join(terms), join(market)].filter(Boolean);
}
