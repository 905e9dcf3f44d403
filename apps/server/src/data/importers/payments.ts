import type { Db } from '../../db/client';
import { findBondById, findBonds, type KnownBond } from './bonds';
import { mergeCashFlows, type FlowInput } from './cash-flows';
import { createOfz, inferOfzTerms } from './ofz';
import type { ReportBuilder } from './report';

export interface WriteFlowsOptions {
  /** Create an unknown OFZ from its flows (bondization sources only). */
  createOfz: boolean;
  source: string;
  onProgress?: (done: number, total: number, step: string) => void;
}

/**
 * Writes payments grouped by bond code (ISIN or SECID). Each bond's group is one transaction:
 * its schedule is merged and rewritten as a whole or not at all; a group whose bond is unknown
 * (and cannot be created) is rejected row by row with the reason.
 */
export async function writeFlows(
  db: Db,
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
          if (!options.createOfz) return rejectAll(`unknown bond ${code}`);
          const terms = inferOfzTerms(code, inputs);
          if (typeof terms === 'string') return rejectAll(`unknown bond ${code}: ${terms}`);
          bond = await findBondById(tx, await createOfz(tx, code, terms, options.source));
          if (!bond) throw new Error(`bond ${code} vanished`);
          report.note(
            `created ${code}: OFZ ${terms.series}, ${terms.couponType} ${terms.couponRate ?? '-'} %, ${terms.issueDate} .. ${terms.maturityDate}`,
          );
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
