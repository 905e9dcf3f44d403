import { describe, expect, it } from 'vitest';
import { securityFacts } from './ust-securities';
import { priceDays } from './ust-sync';

/** An auction object as TreasuryDirect's securities service writes one (the fields we read). */
const auction = (fields: Record<string, string>) => ({
  cusip: '91282CKM2',
  securityType: 'Note',
  type: 'Note',
  tips: 'No',
  floatingRate: 'No',
  interestPaymentFrequency: 'Semi-Annual',
  reopening: 'No',
  ...fields,
});

describe('securityFacts: a Treasury from its auctions', () => {
  it('the kind from the service type, else from the flags', () => {
    const kind = (fields: Record<string, string>) =>
      securityFacts(
        '91282CKM2',
        [auction({ maturityDate: '2026-04-30T00:00:00', interestRate: '4.5', ...fields })],
        '2024-06-26',
      ).kind;
    expect(kind({ type: 'Bill', securityType: 'Bill' })).toBe('Bill');
    expect(kind({ type: 'CMB', securityType: 'Bill' })).toBe('Bill');
    expect(kind({ type: 'TIPS' })).toBe('TIPS');
    expect(kind({ type: '', tips: 'Yes' })).toBe('TIPS');
    expect(kind({ type: '', floatingRate: 'Yes' })).toBe('FRN');
    expect(kind({ type: 'Bond', securityType: 'Bond' })).toBe('Bond');
    expect(() => kind({ type: 'Stock', securityType: 'Stock' })).toThrow(/is not Bill, Note/);
  });

  it('dated date of the first auction, placement of the original, rate of the latest', () => {
    const facts = securityFacts(
      '912810UA4',
      [
        auction({
          type: 'Bond',
          auctionDate: '2024-06-13T00:00:00',
          issueDate: '2024-06-17T00:00:00',
          datedDate: '2024-05-15T00:00:00',
          maturityDate: '2054-05-15T00:00:00',
          interestRate: '4.625000',
          pricePer100: '101.000000',
          offeringAmount: '22000000000',
          reopening: 'Yes',
        }),
        auction({
          type: 'Bond',
          auctionDate: '2024-05-09T00:00:00',
          issueDate: '2024-05-15T00:00:00',
          datedDate: '2024-05-15T00:00:00',
          maturityDate: '2054-05-15T00:00:00',
          interestRate: '4.625000',
          pricePer100: '99.262000',
          offeringAmount: '25000000000',
        }),
      ],
      '2024-06-26',
    );
    expect(facts).toMatchObject({
      kind: 'Bond',
      couponRate: 4.625,
      issueDate: '2024-05-15',
      maturityDate: '2054-05-15',
      placementPrice: 99.262,
      placedVolume: 25000000000,
      keepRate: false,
    });
  });

  it('a bill needs no rate and takes its issue date; a note without a rate or maturity fails', () => {
    const bill = securityFacts(
      '912797LA3',
      [
        auction({
          type: 'Bill',
          securityType: 'Bill',
          issueDate: '2024-03-05T00:00:00',
          maturityDate: '2024-09-03T00:00:00',
          interestRate: '',
          datedDate: '',
        }),
      ],
      '2024-06-26',
    );
    expect(bill).toMatchObject({ kind: 'Bill', couponRate: 0, issueDate: '2024-03-05' });
    expect(() =>
      securityFacts('91282CKS9', [auction({ maturityDate: '2026-05-31T00:00:00' })], '2024-06-26'),
    ).toThrow('interestRate is missing');
    expect(() =>
      securityFacts('91282CKS9', [auction({ interestRate: '4' })], '2024-06-26'),
    ).toThrow('maturityDate is missing');
  });
});

describe('priceDays: the US government bond calendar', () => {
  it('skips weekends and holidays (Juneteenth, Independence Day)', () => {
    expect(priceDays('2024-06-17', '2024-06-24')).toEqual([
      '2024-06-17',
      '2024-06-18',
      '2024-06-20',
      '2024-06-21',
      '2024-06-24',
    ]);
    expect(priceDays('2024-07-03', '2024-07-05')).toEqual(['2024-07-03', '2024-07-05']);
    expect(priceDays('2024-06-27', '2024-06-26')).toEqual([]);
  });
});
