import { describe, expect, it } from 'vitest';
import { lifeFor } from './bonds';

describe('an imported bond’s life columns', () => {
  it('end a matured bond at its maturity, so every view knows the day it ended', () => {
    expect(lifeFor('2024-05-15', '2024-06-26')).toEqual({
      statusId: 128,
      redeemedOn: '2024-05-15',
      endEvent: 'maturity',
    });
    expect(lifeFor('2024-06-26', '2024-06-26').statusId).toBe(128);
  });

  it('leave a bond still to mature (or perpetual) outstanding with no end', () => {
    const outstanding = { statusId: 192, redeemedOn: null, endEvent: null };
    expect(lifeFor('2026-01-31', '2024-06-26')).toEqual(outstanding);
    expect(lifeFor(null, '2024-06-26')).toEqual(outstanding);
  });
});
