import {
  BOND_STATUS_GROUPS,
  RATING_GRADES,
  ratingRankOf,
  BondKind,
  pickText,
  type BondListFacets,
  type BondListQuery,
  type BondListResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './bond-list.repository';

/** A notch as its grade; null unrated (or a rank outside the scale). */
const gradeOf = (rank: number | null) => (rank === null ? null : (RATING_GRADES[rank - 1] ?? null));

/** The home page's list: the query's filter and order, a page of it and the total. */
export async function listBonds(
  db: Db,
  query: BondListQuery,
  lang: Language,
): Promise<BondListResponse> {
  // A well-formed code the world does not hold is a bad filter, not an empty list: a typo in
  // a shared link should say so.
  const currencyId = query.currency ? await repo.findCurrencyId(db, query.currency) : undefined;
  if (currencyId === null)
    throw new AppError('validation_failed', 'validation_failed', {
      'querystring.currency': 'field_invalid_value',
    });
  const countryId = query.country ? await repo.findCountryId(db, query.country) : undefined;
  if (countryId === null)
    throw new AppError('validation_failed', 'validation_failed', {
      'querystring.country': 'field_invalid_value',
    });
  if (query.ground !== undefined && !(await repo.groundExists(db, query.ground)))
    throw new AppError('validation_failed', 'validation_failed', {
      'querystring.ground': 'field_invalid_value',
    });
  const { items, total } = await repo.listBonds(
    db,
    {
      currencyId,
      statusIds: query.status ? BOND_STATUS_GROUPS[query.status] : undefined,
      bondKind: query.kind,
      maturityFrom: query.maturityFrom,
      maturityTo: query.maturityTo,
      couponType: query.couponType,
      yieldMin: query.yieldMin,
      yieldMax: query.yieldMax,
      durationMin: query.durationMin,
      durationMax: query.durationMax,
      gSpreadMin: query.gSpreadMin,
      gSpreadMax: query.gSpreadMax,
      zSpreadMin: query.zSpreadMin,
      zSpreadMax: query.zSpreadMax,
      tradedDaysMin: query.tradedDaysMin,
      offerWithinDays: query.offerWithinDays,
      offerType: query.offerType,
      countryId,
      sector: query.sector,
      listingLevel: query.listingLevel,
      amortizing: query.amortizing,
      subordinated: query.subordinated,
      inIndex: query.inIndex,
      text: query.q,
      ratingRankMax: query.ratingMin && ratingRankOf(query.ratingMin),
      ratingRankMin: query.ratingMax && ratingRankOf(query.ratingMax),
      groundId: query.ground,
      lombard: query.lombard,
      hasPut: query.hasPut,
      hasCall: query.hasCall,
    },
    { sort: query.sort, order: query.order, lang },
    query.limit,
    query.offset,
  );
  return {
    total,
    items: items.map((b) => ({
      id: b.id,
      isin: b.isin,
      name: pickText(b.names, lang),
      emitentId: b.emitentId,
      emitentName: pickText(b.emitentNames, lang),
      bondKind: b.bondKind as BondKind,
      currency: b.currency,
      maturityDate: b.maturityDate,
      statusId: b.statusId,
      couponRate: b.couponRate,
      outstandingVolume: b.outstandingVolume,
      yield: b.yield,
      duration: b.duration,
      gSpread: b.gSpread,
      priceDate: b.priceDate,
      tradedDays: Number(b.tradedDays),
      yieldToWorst: b.yieldToWorst,
      streetYield: b.streetYield,
      currentYield: b.currentYield,
      rating: gradeOf(b.ratingRank),
      nextOfferDate: b.nextOfferDate,
      nextOfferType: b.nextOfferType as 'put' | 'call' | null,
      bidAskSpread: b.bidAskSpread,
      zSpread: b.zSpread,
    })),
  };
}

/** The filter's choices, from what the world holds. */
export async function getFacets(db: Db, lang: Language): Promise<BondListFacets> {
  const [currencyRows, kindRows, countryRows, sectorRows] = await Promise.all([
    repo.currencyCounts(db),
    repo.kindCounts(db),
    repo.countryCounts(db),
    repo.sectorCounts(db),
  ]);
  return {
    currencies: currencyRows.map((c) => ({
      code: c.code,
      name: pickText(c.names, lang),
      count: Number(c.count),
    })),
    kinds: kindRows
      .filter((k): k is typeof k & { kind: BondKind } => BondKind.safeParse(k.kind).success)
      .map((k) => ({ kind: k.kind, count: Number(k.count) })),
    countries: countryRows.map((c) => ({
      code: c.code,
      name: pickText(c.names, lang),
      count: Number(c.count),
    })),
    sectors: sectorRows.map((s) => ({ sector: s.sector, count: Number(s.count) })),
  };
}
