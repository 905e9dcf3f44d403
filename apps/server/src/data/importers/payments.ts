import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emissionCashFlows } from '../../db/schema/index';
import { findBondById, findBonds, type KnownBond } from './bonds';
import { mergeCashFlows, type FlowInput } from './cash-flows';
import { adoptOfzTerms, createOfz, inferOfzTerms, OFZ_SECID } from './ofz';
import type { Tx } from '../../db/transaction';
import type { ReportBuilder } from './report';

export interface WriteFlowsOptions {
  /**
   * The source publishes each bond's whole schedule (bondization): an unknown OFZ is created
   * from its flows, and a generated (demo) bond's schedule is replaced rather than merged.
   */
  wholeSchedule: boolean;
  source: string;
  onProgress?: (done: number, total: number, step: string) => void;
}

/**
 * Writes payments grouped by bond code (ISIN or SECID). Each bond's group is one transaction:
 * its schedule is merged and rewritten as a whole or not at all; a group whose bond is unknown
 * (and cannot be created) is rejected row by row with the reason.
 */
export async function writeFlows(
  db: Db | Tx,
  groups: Map<string, FlowInput[]>,
  report: ReportBuilder,
  options: WriteFlowsOptions,
): Promise<void> {
  const known = await findBonds(db, groups.keys());
  const total = [...groups.values()].reduce((n, g) => n + g.length, 0);
  let done = 0;
  for (const [code, inputs] of groups) {
    const rejectAll = (reason: string) => {
      for (const row of inputs) report.reject(row.line, reason, row.file);
    };
    try {
      await db.transaction(async (tx) => {
        let bond: KnownBond | null = known.get(code.toUpperCase()) ?? null;
        if (!bond) {
          if (!options.wholeSchedule) return rejectAll(`unknown bond ${code}`);
          const terms = inferOfzTerms(code, inputs);
          if (typeof terms === 'string') return rejectAll(`unknown bond ${code}: ${terms}`);
          bond = await findBondById(tx, await createOfz(tx, code, terms, options.source));
          if (!bond) throw new Error(`bond ${code} vanished`);
          report.note(
            `created ${code}: OFZ ${terms.series}, ${terms.couponType} ${terms.couponRate ?? '-'} %, ${terms.issueDate} .. ${terms.maturityDate}`,
          );
        }
        if (options.wholeSchedule && bond.source === 'demo') {
          const replaced = await supersedeDemo(tx, bond, code, inputs, options.source);
          if (replaced) {
            bond = replaced;
            report.note(`${code}: the generated schedule and terms replaced by the published ones`);
          }
        }
        const outcomes = await mergeCashFlows(tx, bond.id, inputs, {
          faceValue: bond.faceValue,
          issueDate: bond.issueDate,
          implyRates: bond.currency === 'RUB' && bond.dayCount === 'ACT/365F',
        });
        for (const outcome of outcomes) report.count(outcome);
      });
    } catch (error) {
      rejectAll(`database refused the bond's payments: ${(error as Error).message}`);
    }
    done += inputs.length;
    options.onProgress?.(done, total, code);
  }
}

/**
 * Real data supersedes demo data: a generated bond's invented payments go (merging them with
 * the real ones would interleave two schedules), and a demo OFZ takes the terms its real
 * flows imply. Other demo bonds keep their terms: flows alone do not fix them.
 */
async function supersedeDemo(
  tx: Tx,
  bond: KnownBond,
  code: string,
  inputs: FlowInput[],
  source: string,
): Promise<KnownBond | null> {
  const removed = await tx
    .delete(emissionCashFlows)
    .where(and(eq(emissionCashFlows.emissionId, bond.id), eq(emissionCashFlows.source, 'demo')))
    .returning({ num: emissionCashFlows.num });
  const terms = OFZ_SECID.test(code) ? inferOfzTerms(code, inputs) : null;
  const adopt = terms !== null && typeof terms !== 'string';
  if (adopt) await adoptOfzTerms(tx, bond.id, terms, source);
  if (removed.length === 0 && !adopt) return null;
  return findBondById(tx, bond.id);
}

/** Groups rows by their bond code, upper-cased. */
export function groupByCode<T extends { code: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.code.toUpperCase();
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  return groups;
}
