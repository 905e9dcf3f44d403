/**
 * The rating a bond's risk is read from (the praams credit score, the resume's rating):
 * among the current ratings of the bond itself, else of its issuer, the most conservative.
 * Current means the latest action per subject and scale; a revoked one (withdrawn, nr, pif,
 * suspended) no longer speaks for the credit. Most conservative means the worst rank: a
 * national scale grades a local issuer several notches above the international one, so the
 * worst rank is the international view whenever there is one.
 */

export interface RatingAction {
  subject: 'emission' | 'emitent';
  scaleId: number;
  status: string;
  /** The grade's place on its scale, 1 = best; null on a revoking action. */
  rank: number | null;
}

/** Actions oldest first (ties by the order recorded): the last per subject and scale wins. */
export function pickConservativeRating<A extends RatingAction>(
  actions: readonly A[],
): { action: A & { rank: number }; considered: number } | null {
  const latest = new Map<string, A>();
  for (const a of actions) latest.set(`${a.subject}:${a.scaleId}`, a);
  for (const subject of ['emission', 'emitent'] as const) {
    const active = [...latest.values()].filter(
      (a): a is A & { rank: number } =>
        a.subject === subject && a.status === 'active' && a.rank !== null,
    );
    if (active.length === 0) continue;
    // The worst rank; on a tie the lower scale id, so the pick is stable.
    const worst = active.reduce((w, a) =>
      a.rank > w.rank || (a.rank === w.rank && a.scaleId < w.scaleId) ? a : w,
    );
    return { action: worst, considered: active.length };
  }
  return null;
}
