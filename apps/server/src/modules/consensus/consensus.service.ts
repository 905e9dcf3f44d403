import {
  CONSENSUS_TABLE_LIMIT,
  pickText,
  type ConsensusResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { consensusLabels } from './consensus-labels';
import * as repo from './consensus.repository';

/**
 * The consensus answer: the issuer's forecasts (at most the table limit) and the block's
 * labels. Open to everyone: the spec gates nothing here and the bond page's consensus block
 * is public too.
 */
export async function getConsensus(
  db: Db,
  emitentId: number,
  lang: Language,
): Promise<ConsensusResponse> {
  if (!(await repo.emitentExists(db, emitentId))) throw notFound();
  const rows = await repo.findForecasts(db, emitentId, CONSENSUS_TABLE_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      indexName: pickText(r.indexNames, lang),
      period: r.period,
      actual_value: r.actualValue,
      forecast_value: r.forecastValue,
      analysts: r.analysts,
      date: r.date,
    })),
    labels: consensusLabels(lang),
  };
}
