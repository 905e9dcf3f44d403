import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { emissions } from '../../db/schema/index';
import { findBonds, isinFromCusip, parseCusip } from '../importers/bonds';
import {
  newTreasury,
  treasuryChanges,
  treasuryIds,
  updateTreasury,
  type TreasuryFacts,
  type TreasuryKind,
} from '../importers/treasuries';
import { optionalNumber, parseDate, RowError } from '../importers/values';

/** One auction object of TreasuryDirect's securities service (the fields we read). */
type Auction = Record<string, unknown>;

const text = (a: Auction, field: string): string => {
  const v = a[field];
  return v === null || v === undefined ? '' : String(v).trim();
};
/** The service writes dates as 2024-05-16T00:00:00. */
const date = (a: Auction, field: string): string | null => {
  const s = text(a, field);
  return s === '' ? null : parseDate(s.slice(0, 10), field);
};

/** The kind: the service's `type` (Bill, CMB, Note, Bond, TIPS, FRN), else type and flags. */
function kindOf(a: Auction): TreasuryKind {
  const type = text(a, 'type') || text(a, 'securityType');
  if (type === 'Bill' || type === 'CMB') return 'Bill';
  if (type === 'TIPS' || text(a, 'tips') === 'Yes') return 'TIPS';
  if (type === 'FRN' || text(a, 'floatingRate') === 'Yes') return 'FRN';
  if (type === 'Note' || type === 'Bond') return type;
  throw new RowError(`securityType "${type}" is not Bill, Note, Bond, TIPS or FRN`);
}

export interface SecurityFacts extends TreasuryFacts {
  /** The FRN's rate is the price file's business: the service's is a first fixing. */
  keepRate: boolean;
}

/**
 * A security's facts from its auctions (oldest first): kind, rate, maturity and the dated
 * date are the security's; the placement price and volume are its original auction's.
 */
export function securityFacts(cusip: string, auctions: Auction[], asOf: string): SecurityFacts {
  const sorted = [...auctions].sort((x, y) =>
    text(x, 'auctionDate').localeCompare(text(y, 'auctionDate')),
  );
  const first = sorted[0] as Auction;
  const last = sorted.at(-1) as Auction;
  const kind = kindOf(last);
  const maturityDate = date(last, 'maturityDate');
  if (!maturityDate) throw new RowError('maturityDate is missing');
  const original = sorted.find((a) => text(a, 'reopening') === 'No') ?? null;
  const rate = optionalNumber(text(last, 'interestRate'), 'interestRate');
  if (rate === null && kind !== 'Bill' && kind !== 'FRN')
    throw new RowError('interestRate is missing');
  const issueDate = date(first, 'datedDate') ?? date(first, 'issueDate');
  return {
    cusip,
    kind,
    couponRate: rate ?? 0,
    maturityDate,
    issueDate,
    placementPrice: original ? optionalNumber(text(original, 'pricePer100'), 'pricePer100') : null,
    placedVolume: original
      ? optionalNumber(text(original, 'offeringAmount'), 'offeringAmount')
      : null,
    source: 'us-treasury',
    asOf,
    keepRate: kind === 'FRN',
  };
}

export interface SecuritiesOutcome {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: { cusip: string; error: string }[];
}

/**
 * Writes each security of the service's answer in its own transaction: a malformed security
 * fails alone (named by its CUSIP, or its place in the answer), the others are written.
 */
export async function writeSecurities(
  db: Db,
  answer: unknown[],
  asOf: string,
): Promise<SecuritiesOutcome> {
  const out: SecuritiesOutcome = { read: 0, created: 0, updated: 0, unchanged: 0, failed: [] };
  const byCusip = new Map<string, Auction[]>();
  answer.forEach((a, i) => {
    const raw = a && typeof a === 'object' ? text(a as Auction, 'cusip') : '';
    try {
      if (!a || typeof a !== 'object' || Array.isArray(a))
        throw new RowError('the entry is not an object');
      const cusip = parseCusip(raw);
      byCusip.set(cusip, [...(byCusip.get(cusip) ?? []), a as Auction]);
    } catch (error) {
      out.failed.push({ cusip: raw || `entry ${i + 1}`, error: (error as Error).message });
    }
  });
  out.read = byCusip.size + out.failed.length;
  for (const [cusip, auctions] of byCusip) {
    try {
      const facts = securityFacts(cusip, auctions, asOf);
      const outcome = await inTransaction(db, async (tx) => {
        const isin = isinFromCusip(cusip);
        const found = (await findBonds(tx, [isin])).get(isin);
        if (!found) {
          await tx.insert(emissions).values(newTreasury(facts, await treasuryIds(tx)));
          return 'created' as const;
        }
        const changes = treasuryChanges(found, facts, true);
        if (facts.keepRate) delete changes.couponRate;
        if (Object.keys(changes).length === 0) return 'unchanged' as const;
        await updateTreasury(tx, found, facts, changes);
        return 'updated' as const;
      });
      out[outcome]++;
    } catch (error) {
      out.failed.push({ cusip, error: (error as Error).message });
    }
  }
  return out;
}
