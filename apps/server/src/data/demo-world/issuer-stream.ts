import { rateToBp, toYmd } from '@bondsight/bond-math';
import { bondDocuments, issuerDocuments } from './analytics/documents';
import { consensusRows } from './analytics/consensus';
import { issuerComments } from './analytics/comments';
import { bondRatings, issuerRatings, ratingRow, type RatingAction } from './credit/ratings';
import { spreadPath } from './credit/spread-path';
import { bondRow, cashFlowRows, offerRows } from './bond-rows';
import { bondFactRows } from './extras/bond-facts';
import { issuerFactRows } from './extras/issuer-facts';
import type { Benchmarks } from './market/benchmarks';
import { bondSeries } from './market/bond-series';
import type { IndexBook } from './market/indexes';
import { quoterFor, QUOTE_DAYS, type Dealer } from './market/quotes';
import { reportFileRows } from './reports/files';
import { providerDraft } from './reports/provider-figures';
import type { ReportPeriods } from './reports/periods';
import { issuerStatements, valueRows, type StatementContext } from './reports/statements';
import { marketReturns, stockCloses, stockTicker } from './market/equity-prices';
import type { Sinks } from './sinks';
import { planBond } from './world/bond-plan';
import { currencyId } from './world/reference';
import type { BondPlan, IssuerPlan } from './world/types';
import type { World } from './world/world';
import { byLanguage, WORDS } from '../names/index';

export interface StreamState {
  world: World;
  sinks: Sinks;
  benchmarks: Benchmarks;
  indexBook: IndexBook;
  dealers: Dealer[];
  periods: ReportPeriods;
  parentOf: Map<number, number>;
  nextCommentId: () => number;
  nextReportId: () => number;
  /** Back-pressure: waits while too many written batches are still on their way. */
  settle: () => Promise<void>;
}

/** Everything about one issuer and its bonds; nothing of it is kept afterwards. */
export async function streamIssuer(
  state: StreamState,
  issuer: IssuerPlan,
): Promise<{ ticks: number }> {
  const { world, sinks } = state;
  const seed = world.options.seed;
  const spread = spreadPath(world, issuer);
  const actions = issuerRatings(world, issuer, spread);
  for (const a of actions) sinks.ratings.push(ratingRow('emitent', a, issuer.id, null));
  const sponsor = issuer.sponsorId ? world.issuers[issuer.sponsorId - 1] : undefined;
  const sponsorActions = sponsor ? issuerRatings(world, sponsor, spreadPath(world, sponsor)) : [];
  const parentId = state.parentOf.get(issuer.id) ?? null;
  const parent = parentId && issuer.kind !== 'spv' ? world.issuers[parentId - 1] : undefined;
  const parentActions = parent ? issuerRatings(world, parent, spreadPath(world, parent)) : [];
  const windowDays = world.history.days.length - world.windowStart;
  const defaultDay =
    issuer.defaultAt?.kind === 'default'
      ? (world.history.days[issuer.defaultAt.index] as number)
      : Infinity;
  let ticks = 0;
  /** Whether a bond of the issuer tells of its default (in default or technical default). */
  let defaulted = false;
  for (let k = 0; k < issuer.bondCount; k++) {
    const bond = planBond(world, issuer, k);
    defaulted ||= bond.statusId === 256 || bond.statusId === 174;
    sinks.bonds.push(bondRow(bond, defaultDay));
    for (const row of cashFlowRows(bond, world.asOf, defaultDay)) sinks.flows.push(row);
    for (const row of offerRows(bond, world.asOf)) sinks.offers.push(row);
    for (const row of bondFactRows(world, bond)) sinks.bondFacts.push(row);
    for (const row of bondDocuments(bond)) sinks.documents.push(row);
    const quotes = quoterFor(seed, bond, state.dealers, sinks.quotes);
    ticks += bondSeries(
      world,
      bond,
      spread,
      state.benchmarks,
      {
        quotes,
        quotesFrom: windowDays - QUOTE_DAYS,
        recordPrice: state.indexBook.recorderFor(bond),
      },
      sinks.ticks,
    );
    bondLevelRatings(state, bond, actions, sponsorActions, parentActions, parent?.id ?? null);
    // A big issuer (hundreds of bonds with years of ticks) must not outrun the database.
    await state.settle();
  }
  issuerLevel(state, issuer, spread, parentId, defaulted);
  for (const row of issuerFactRows(world, issuer)) sinks.bondFacts.push(row);
  return { ticks };
}

/** The bond's own ratings and those of its SPV, guarantor, surety provider and offeror. */
function bondLevelRatings(
  state: StreamState,
  bond: BondPlan,
  own: RatingAction[],
  sponsor: RatingAction[],
  parent: RatingAction[],
  parentId: number | null,
) {
  const push = (
    subject: Parameters<typeof ratingRow>[0],
    list: RatingAction[],
    emitentId: number | null,
  ) => {
    for (const a of list) state.sinks.ratings.push(ratingRow(subject, a, emitentId, bond.id));
  };
  const issuer = bond.issuer;
  const rated = issuer.showcase !== null || (bond.id * 2654435761) % 100 < 30;
  if (rated && own.length > 0 && bond.statusId !== 32 && bond.statusId !== 64)
    push('emission', bondRatings(own, bond, bond.flags.subordinated ? 2 : 0), null);
  if (issuer.kind === 'spv' && issuer.sponsorId) {
    push('spv', bondRatings(sponsor, bond, 0), issuer.id);
    push('guarantors', bondRatings(sponsor, bond, 0), issuer.sponsorId);
  }
  if (parentId && (issuer.showcase !== null || bond.id % 4 === 0))
    push('surety', bondRatings(parent, bond, 0), parentId);
  if (bond.offers.some((o) => o.type === 'put'))
    push('offeror', bondRatings(own, bond, 0), issuer.id);
}

const marketMemo = new WeakMap<World, Map<string, Float64Array>>();

/**
 * What an issuer's statements read from its market: its share's closes (for the market value
 * and a dividend that fits the price) and its default, if one of its bonds tells of it
 * (`defaulted`): statements in distress always have a bond in default beside them.
 */
export function statementContext(
  world: World,
  issuer: IssuerPlan,
  spread: Float64Array,
  defaulted: boolean,
): StatementContext {
  const days = world.history.isoDays.slice(world.windowStart);
  const at = issuer.defaultAt ? world.history.isoDays[issuer.defaultAt.index] : undefined;
  const defaultOn =
    defaulted && issuer.defaultAt && at ? { day: at, kind: issuer.defaultAt.kind } : null;
  if (!issuer.listed || days.length === 0) return { closeAt: null, defaultOn };
  let markets = marketMemo.get(world);
  if (!markets) marketMemo.set(world, (markets = new Map()));
  let market = markets.get(issuer.currency);
  if (!market)
    markets.set(
      issuer.currency,
      (market = marketReturns(world.options.seed, issuer.currency, days.length)),
    );
  const closes = stockCloses(world.options.seed, stockTicker(issuer), days.length, market, spread);
  return {
    defaultOn,
    closeAt: (day) => {
      // The last trading day on or before `day` (days are sorted ISO text).
      let lo = 0,
        hi = days.length - 1;
      if (day < (days[0] as string)) return null;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((days[mid] as string) <= day) lo = mid;
        else hi = mid - 1;
      }
      return closes[lo] ?? null;
    },
  };
}

function issuerLevel(
  state: StreamState,
  issuer: IssuerPlan,
  spread: Float64Array,
  parentId: number | null,
  defaulted: boolean,
) {
  const { world, sinks } = state;
  const seed = world.options.seed;
  const { drafts, multipliers } = issuerStatements(
    seed,
    issuer,
    state.periods,
    state.nextReportId,
    statementContext(world, issuer, spread, defaulted),
  );
  // A second provider's figures of the consolidated IFRS set come after ours: our sets keep
  // the lower ids, and the multipliers and consensus below read ours alone.
  const provided = providerDraft(
    seed,
    issuer,
    drafts,
    state.periods,
    world.options.asOf,
    state.nextReportId,
  );
  for (const d of provided ? [...drafts, provided] : drafts) {
    sinks.reports.push(d.row);
    for (const row of valueRows(d)) sinks.reportValues.push(row);
  }
  for (const row of multipliers) sinks.multipliers.push(row);
  for (const row of reportFileRows(seed, issuer, state.periods)) sinks.reportFiles.push(row);
  const isoDays = world.history.isoDays.slice(world.windowStart);
  const { comments, links } = issuerComments(
    seed,
    issuer,
    isoDays,
    (w) => rateToBp(spread[w] ?? issuer.spread),
    parentId,
    state.nextCommentId,
  );
  for (const c of comments) sinks.comments.push(c);
  for (const l of links) sinks.commentLinks.push(l);
  const msfo = drafts.find((d) => d.row.standard === 'msfo');
  const reported = state.periods.years.flatMap((y) => {
    const values = msfo?.periods.get(`Y:${y.end}`)?.profit_and_loss;
    return values ? [{ year: Number(y.end.slice(0, 4)), values }] : [];
  });
  for (const row of consensusRows(seed, issuer, reported, world.options.asOf))
    sinks.consensus.push(row);
  for (const row of issuerDocuments(issuer, toYmd(world.asOf).year)) sinks.documents.push(row);
  if (issuer.listed) {
    const ticker = stockTicker(issuer);
    sinks.equities.push({
      kind: 'stock',
      ticker,
      isin: null,
      names: byLanguage((l) =>
        l === 'chn'
          ? `${issuer.names.chn ?? ''}${WORDS.ordinaryShares.chn}`
          : `${issuer.names[l] ?? issuer.names.eng ?? ''}, ${WORDS.ordinaryShares[l]}`,
      ),
      emitentId: issuer.id,
      currencyId: currencyId(issuer.currency),
      source: 'demo',
    });
  }
}
