import { databaseWords } from '../../../lib/database-errors';
import { findBonds, isinFromCusip, parseCusip } from '../bonds';
import { parseRows } from '../parse-rows';
import { ReportBuilder, type RowOutcome } from '../report';
import type { ImportSource } from '../source';
import { readTable } from '../table-file';
import { treasuryChanges, updateTreasury, type TreasuryKind } from '../treasuries';
import { optionalDate, optionalNumber, parseDate, requiredNumber, RowError } from '../values';

export const ustAuctions: ImportSource = {
  name: 'ust-auctions',
  summary:
    'TreasuryDirect auction results: dated dates and terms of the notes and bonds they cover',
  format: [
    'CSV with header cusip,securityType,securityTerm,auctionDate,issueDate,maturityDate,datedDate,',
    'firstInterestPaymentDate,interestPaymentFrequency,interestRate,highYield,pricePer100,',
    'offeringAmount,reopening,... (ust_auctions_*.csv), ISO dates, rates in %. Bills (issue date)',
    'and quarterly FRNs (their rate left to the prices) as well as notes and bonds.',
    '-> emissions of stored Treasuries (import ust-prices first: an auction row cannot tell a',
    '   TIPS from a nominal note, so it creates nothing and never changes a coupon kind):',
    '   issue_date = datedDate (the accrual',
    '   start, also for reopenings), coupon_rate = interestRate, maturity; placement_price =',
    '   pricePer100 and placed_volume = offeringAmount of the original (non-reopening) auction.',
    '   An unknown CUSIP is rejected.',
  ],
  async run(db, file, options) {
    const table = readTable(file, {
      source: this.name,
      required: [
        'cusip',
        'securityType',
        'auctionDate',
        'maturityDate',
        'datedDate',
        'interestPaymentFrequency',
        'interestRate',
        'pricePer100',
        'reopening',
      ],
    });
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseRows(
      table,
      report,
      (row) => {
        const cusip = parseCusip(row.get('cusip'));
        const type = (row.get('securityType') ?? '').trim();
        const auctionDate = parseDate(row.get('auctionDate') ?? '', 'auctionDate');
        const frequency = (row.get('interestPaymentFrequency') ?? '').trim();
        if (type !== 'Bill' && type !== 'Note' && type !== 'Bond')
          throw new RowError(`securityType "${type}" is not Bill, Note or Bond`);
        // A bill has no coupon; a quarterly note is an FRN, whose rate the prices keep.
        const kind: TreasuryKind =
          type === 'Bill' ? 'Bill' : frequency === 'Quarterly' ? 'FRN' : (type as TreasuryKind);
        const original = (row.get('reopening') ?? '').trim().toLowerCase() === 'no';
        const volume = optionalNumber(row.get('offeringAmount'), 'offeringAmount');
        return {
          cusip,
          auctionDate,
          kind,
          couponRate:
            kind === 'Bill' || kind === 'FRN'
              ? 0
              : requiredNumber(row.get('interestRate'), 'interestRate'),
          maturityDate: parseDate(row.get('maturityDate') ?? '', 'maturityDate'),
          issueDate:
            optionalDate(row.get('datedDate'), 'datedDate') ??
            parseDate(row.get('issueDate') ?? '', 'issueDate'),
          placementPrice: original ? requiredNumber(row.get('pricePer100'), 'pricePer100') : null,
          placedVolume: original ? volume : null,
        };
      },
      (r) => `${r.cusip} ${r.auctionDate}`,
    );
    // Oldest auction first, so a reopening compares with what the original already set.
    rows.sort((a, b) => a.auctionDate.localeCompare(b.auctionDate) || a.line - b.line);
    const known = await findBonds(
      db,
      rows.map((r) => isinFromCusip(r.cusip)),
    );
    for (const [n, r] of rows.entries()) {
      const isin = isinFromCusip(r.cusip);
      const found = known.get(isin);
      if (!found) {
        report.reject(r.line, `unknown bond ${r.cusip} (import ust-prices first)`);
        continue;
      }
      const facts = { ...r, source: 'us-treasury', asOf: r.auctionDate };
      try {
        const outcome = await db.transaction(async (tx): Promise<RowOutcome> => {
          const changes = treasuryChanges(found, facts, true, false);
          if (r.kind === 'FRN') delete changes.couponRate;
          if (Object.keys(changes).length === 0) return 'unchanged';
          // The next (reopening) row of this CUSIP compares with what this one set.
          known.set(isin, await updateTreasury(tx, found, facts, changes));
          return 'updated';
        });
        report.count(outcome);
      } catch (error) {
        report.reject(r.line, `database refused the row: ${databaseWords(error)}`);
      }
      options.onProgress?.(n + 1, rows.length, r.cusip);
    }
    return report.finish();
  },
};
