import {
  decideAccess,
  type AccessSubject,
  type Language,
  type PraamsComponent,
  type PraamsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { revealer } from '../../lib/masking';
import { scoreBonds, type ScoredBond } from '../../lib/praams-scoring';
import { praamsReportFile } from './praams-report';

export type { ScoredBond } from '../../lib/praams-scoring';

/** One bond's scores, through the set's path; 404 when the bond does not exist. */
export async function scoreBond(db: Db, id: number, lang: Language): Promise<ScoredBond | null> {
  const scored = await scoreBonds(db, [id], lang);
  if (!scored.has(id)) throw notFound();
  return scored.get(id) ?? null;
}

/** The praams block's answer: the figures behind each score masked below full access. */
export async function getPraams(
  db: Db,
  id: number,
  lang: Language,
  subject: AccessSubject,
): Promise<PraamsResponse> {
  const scored = await scoreBond(db, id, lang);
  if (!scored) return null;
  const reveal = revealer(decideAccess(subject, 'bond.praams.details'));
  return {
    bondId: scored.bond.id,
    score: scored.score,
    asOf: scored.asOf,
    components: scored.components.map(
      (c) => ({ ...c, details: reveal(c.details) }) as PraamsComponent,
    ),
  };
}

/** The praams report as a one-page PDF (in English); 404 when the bond has nothing to score. */
export async function downloadReport(db: Db, id: number) {
  const scored = await scoreBond(db, id, 'eng');
  if (!scored) throw notFound();
  return praamsReportFile(scored);
}
