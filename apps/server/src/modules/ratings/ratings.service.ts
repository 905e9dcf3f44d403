import {
  pickText,
  RATING_OUTLOOKS,
  RATING_SUBJECTS,
  REVOKED_RATING_STATUSES,
  type BondRatingsResponse,
  type Language,
  type RatingEntry,
  type RatingsHistoryResponse,
  type RatingSubject,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './ratings.repository';

type Action = Awaited<ReturnType<typeof repo.findActions>>[number];

const isRevoked = (status: string) =>
  (REVOKED_RATING_STATUSES as readonly string[]).includes(status);
const knownOutlook = (outlook: string | null): RatingEntry['outlook'] =>
  (RATING_OUTLOOKS as readonly string[]).includes(outlook ?? '')
    ? (outlook as RatingEntry['outlook'])
    : null;

function toEntry(action: Action, grade: string | null, lang: Language): RatingEntry {
  return {
    subject: action.subject,
    // The bond's own rating is about the bond: no issuer to name.
    ratedEntity:
      action.subject === 'emission' || action.emitentId === null
        ? null
        : { id: action.emitentId, name: pickText(action.emitentNames, lang) },
    agencyId: action.agencyId,
    ratingTypeId: action.ratingTypeId,
    scale_point_name: grade,
    status: action.status,
    revoked: isRevoked(action.status),
    outlook: knownOutlook(action.outlook),
    date: action.date,
  };
}

async function findBondOr404(db: Db, id: number) {
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  return bond;
}

type AgencyRow = Awaited<ReturnType<typeof repo.findAgencies>>[number];
type TypeRow = Awaited<ReturnType<typeof repo.findRatingTypes>>[number];
const agencyOf = (a: AgencyRow, lang: Language) => ({
  id: a.id,
  code: a.code,
  name: pickText(a.names, lang),
});
const ratingTypeOf = (t: TypeRow, lang: Language) => ({
  id: t.id,
  agencyId: t.agencyId,
  code: t.code,
  name: pickText(t.names, lang),
});

/** The agencies and rating types a set of actions refers to, in the interface language. */
async function references(db: Db, actions: readonly Action[], lang: Language) {
  const [types, agencies] = await Promise.all([
    repo.findRatingTypes(db, [...new Set(actions.map((a) => a.ratingTypeId))]),
    repo.findAgencies(db, [...new Set(actions.map((a) => a.agencyId))]),
  ]);
  return {
    agencies: agencies.map((a) => agencyOf(a, lang)),
    ratingTypes: types.map((t) => ratingTypeOf(t, lang)),
  };
}

/**
 * The current ratings: the latest action per list, rated issuer and rating type. A revoked
 * rating (withdrawn, nr, pif, suspended) keeps the grade it last held, so the reader sees
 * what was revoked; it stays in its list with its status (the page may hide it).
 */
export async function getCurrentRatings(
  db: Db,
  id: number,
  lang: Language,
): Promise<BondRatingsResponse> {
  const bond = await findBondOr404(db, id);
  const actions = await repo.findActions(db, bond);
  const latest = new Map<string, { action: Action; grade: string | null }>();
  for (const action of actions) {
    const key = `${action.subject} ${action.emitentId ?? ''} ${action.ratingTypeId}`;
    latest.set(key, { action, grade: action.pointName ?? latest.get(key)?.grade ?? null });
  }
  const lists = Object.fromEntries(RATING_SUBJECTS.map((s) => [s, [] as RatingEntry[]])) as Record<
    RatingSubject,
    RatingEntry[]
  >;
  const ordered = [...latest.values()].sort(
    (a, b) =>
      a.action.agencyId - b.action.agencyId ||
      a.action.ratingTypeId - b.action.ratingTypeId ||
      (a.action.emitentId ?? 0) - (b.action.emitentId ?? 0),
  );
  for (const { action, grade } of ordered) lists[action.subject].push(toEntry(action, grade, lang));
  return { ...lists, ...(await references(db, actions, lang)) };
}

/** Every action of one rating type across the bond's lists, the latest first. */
export async function getRatingsHistory(
  db: Db,
  id: number,
  ratingTypeId: number,
  lang: Language,
): Promise<RatingsHistoryResponse> {
  const bond = await findBondOr404(db, id);
  const [type] = await repo.findRatingTypes(db, [ratingTypeId]);
  if (!type)
    throw new AppError('not_found', 'not_found', { 'body.params.ratingTypeId': 'not_found' });
  const [actions, agencies] = await Promise.all([
    repo.findActions(db, bond, ratingTypeId),
    repo.findAgencies(db, [type.agencyId]),
  ]);
  return {
    agencies: agencies.map((a) => agencyOf(a, lang)),
    ratingTypes: [ratingTypeOf(type, lang)],
    // A revoking action carries no grade: null says so.
    ratings: actions.map((action) => toEntry(action, action.pointName, lang)).reverse(),
  };
}
