import { readLabels } from '@bondsight/labels';
import {
  pickText,
  type BondResume,
  type BondResumeFacts,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { flowsOfLife, yieldableOffers } from '../../lib/bond-life';
import { findLife } from '../../lib/bond-life-query';
import { pickConservativeRating } from '../../lib/current-rating';
import * as repo from './bond-resume.repository';
import { writeResume } from './resume-text';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findBond>>>;

/** The features a reader should know of, in the order the text names them. */
function flagsOf({ bond }: Row): BondResumeFacts['flags'] {
  const flags: BondResumeFacts['flags'] = [];
  if (bond.isSubordinated) flags.push('subordinated');
  if (bond.isSecured) flags.push('secured');
  if (bond.isGuaranteed) flags.push('guaranteed');
  if (bond.isConvertible) flags.push('convertible');
  if (bond.isAmortizing) flags.push('amortizing');
  return flags;
}

/** Stored rates carry float noise (12.700000000000001): four decimals say all they mean. */
const rounded = (x: number | null) => (x === null ? null : Number(x.toFixed(4)));

/** Labels of a module in the language, English where the language has none. */
const labels = (lang: Language, module: string) =>
  readLabels(lang, module) ?? readLabels('eng', module) ?? {};

/**
 * A short resume of the bond, written from its stored terms, offers, ratings and trading
 * grounds in the interface language, as of `today` (the nearest offer, years to maturity).
 * Its life (lib/bond-life.ts) says whether it still lives: an ended bond's text says when and
 * how it ended and names no offer; a variable coupon is the rate of the period running today
 * within its life (an ended bond's last period).
 */
export async function getResume(
  db: Db,
  id: number,
  lang: Language,
  today: string,
): Promise<BondResume> {
  const row = await repo.findBond(db, id);
  if (!row) throw notFound();
  const { bond, emitent } = row;
  const [offers, rates, life, actions, grounds] = await Promise.all([
    repo.findOffers(db, id),
    repo.findCouponRates(db, id),
    findLife(db, id, today),
    repo.findRatingActions(db, bond),
    repo.findGrounds(db, id),
  ]);
  if (!life) throw notFound();
  const offer = yieldableOffers(offers, life, today)[0] ?? null;
  const lived = flowsOfLife(rates, life);
  const currentRate = (lived.find((f) => f.date >= today) ?? lived.at(-1))?.rate ?? null;
  const rating = pickConservativeRating(
    actions.map((a) => ({ ...a, subject: a.subject as 'emission' | 'emitent' })),
  );
  // Floaters and step-ups pay the rate of the running period; others their stored rate.
  const variable = bond.couponType === 'floating' || bond.couponType === 'step';
  const facts: BondResumeFacts = {
    issuer: { id: emitent.id, name: pickText(emitent.names, lang), sector: emitent.sector },
    currency: row.currency,
    statusId: bond.statusId,
    couponType: bond.couponType as BondResumeFacts['couponType'],
    couponRate: rounded(variable ? (currentRate ?? bond.couponRate) : bond.couponRate),
    couponFrequency: bond.couponFrequency,
    floatingBase: bond.floatingBase,
    floatingMargin: rounded(bond.floatingMargin),
    maturityDate: bond.maturityDate,
    outstandingVolume: bond.outstandingVolume,
    nextOffer: offer,
    life,
    rating: rating && {
      grade: rating.action.grade ?? '',
      agency: pickText(rating.action.agencyNames, lang),
      subject: rating.action.subject,
    },
    tradingGrounds: grounds.map((g) => pickText(g.names, lang)),
    flags: flagsOf(row),
  };
  // A country's sector is itself: the sentence names none.
  const sectorName =
    emitent.sector && emitent.sector !== 'sovereign'
      ? (labels(lang, 'entities')[`sector_${emitent.sector}`] ?? emitent.sector)
      : null;
  return {
    bondId: bond.id,
    language: lang,
    paragraphs: writeResume(
      { ...facts, bondName: pickText(bond.names, lang), sectorName },
      lang,
      labels(lang, 'resume'),
      today,
    ),
    facts,
    asOf: today,
  };
}
