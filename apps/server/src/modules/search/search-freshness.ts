import type { Db } from '../../db/client';
import { buildSearchEntries, readBuildState } from './search-entries.repository';

/*
 * Keeps search_entries built for the current data version. The data tool builds them after a
 * generation or an import; this covers everything else (a first start on a seeded database,
 * a hand edit, a sync): at most once a second a request compares the data version with the
 * marker row. Never built: the request waits for the build. Built for an older version: the
 * rebuild runs in the background and requests read the old rows until it commits.
 */

const CHECK_EVERY_MS = 1_000;

interface Freshness {
  checkedAt: number;
  /** Whether a build exists to read (a marker was seen or a build finished). */
  ready: boolean;
  /** The data version the rows read now were built for, when the last check saw it current. */
  current: number | null;
  building: Promise<unknown> | null;
}

const states = new WeakMap<Db, Freshness>();
const stateOf = (db: Db): Freshness => {
  let state = states.get(db);
  if (!state) {
    state = { checkedAt: 0, ready: false, current: null, building: null };
    states.set(db, state);
  }
  return state;
};

/** The data changed (a notice on embedded PGlite): check on the next request. */
export function markStale(db: Db): void {
  const state = stateOf(db);
  state.checkedAt = 0;
  state.current = null;
}

function startBuild(db: Db, state: Freshness, onError: (error: unknown) => void) {
  state.building ??= buildSearchEntries(db)
    .then(() => void (state.ready = true))
    // Check again on the next request: the data may have moved while the build ran.
    .finally(() => void (state.checkedAt = 0))
    .catch((error: unknown) => {
      state.checkedAt = 0;
      onError(error);
    })
    .finally(() => (state.building = null));
  return state.building;
}

/**
 * Makes sure there are entries to read, and starts a rebuild when they are out of date.
 * Answers the data version the entries were built for when they are current (an answer read
 * from them may be kept under that version), else null (read, do not keep).
 */
export async function ensureFresh(
  db: Db,
  onError: (error: unknown) => void,
): Promise<number | null> {
  const state = stateOf(db);
  const now = Date.now();
  if (state.ready && now - state.checkedAt < CHECK_EVERY_MS) return state.current;
  if (!state.ready && state.building) {
    await state.building;
    return null;
  }
  state.checkedAt = now;
  const { dataVersion, builtFor } = await readBuildState(db);
  if (builtFor !== null) state.ready = true;
  state.current = builtFor === dataVersion ? builtFor : null;
  if (state.current !== null) return state.current;
  const build = startBuild(db, state, onError);
  if (!state.ready) await build;
  return null;
}

/** Rebuilds now and waits (the data tool after a generation or an import; tests). */
export async function rebuildNow(db: Db): Promise<void> {
  const state = stateOf(db);
  if (state.building) await state.building;
  await buildSearchEntries(db);
  state.ready = true;
  state.checkedAt = 0;
}
