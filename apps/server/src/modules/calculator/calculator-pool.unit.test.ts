import { describe, expect, it } from 'vitest';
import { CalculatorPoolError, createCalculatorPool } from './calculator-pool';
import type { CalculatorTask } from './calculator.jobs';

const coupnum: CalculatorTask = {
  kind: 'excel',
  body: {
    function: 'COUPNUM',
    args: { settlement: '2020-01-01', maturity: '2030-01-01', frequency: 2 },
  },
};

describe('calculator pool', () => {
  it('answers in a worker thread with the JSON the route sends', async () => {
    const pool = createCalculatorPool();
    try {
      expect(await pool.run(coupnum)).toEqual({ status: 200, json: '{"value":20}' });
    } finally {
      await pool.close();
    }
  });

  it('stops a task past its time budget and says so with calculation_timeout', async () => {
    const pool = createCalculatorPool(1);
    try {
      const failure = await pool.run(coupnum).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CalculatorPoolError);
      expect((failure as CalculatorPoolError).body.error).toEqual({
        code: 'calculation_timeout',
        message: 'calculator_timeout',
        limit: 0.001,
      });
    } finally {
      await pool.close();
    }
  });
});
