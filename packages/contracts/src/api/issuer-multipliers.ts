import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText } from './common';
import { TABLE_GATES, TableRow } from './report-table';

/*
 * The issuer page's multipliers block (spec, issuer blocks, sections 2 "Multipliers block",
 * 3 "Multipliers response", 4 "Multipliers", 7 and 9): the issuer's ratios computed from its
 * statements, by period (1 quarterly, 2 annual) and group.
 */

/** Spec: the periods' keys and tab ids: Quarterly (1) and Annual (2). */
export const MULTIPLIER_PERIODS = { quarterly: 1, annual: 2 } as const;
export type MultiplierPeriod = (typeof MULTIPLIER_PERIODS)[keyof typeof MULTIPLIER_PERIODS];

/** How a multiplier reads: a percentage ("ROE, %") or a plain ratio ("Debt / equity"). */
export const MULTIPLIER_UNITS = ['percent', 'ratio'] as const;
export type MultiplierUnit = (typeof MULTIPLIER_UNITS)[number];

export const MultiplierRow = TableRow.extend({
  name: z.string().meta({ description: "The multiplier's name in the interface language" }),
  formula: z.string().meta({
    description:
      'How it is computed, with the statement lines named in the interface language ' +
      '(e.g. "100 × Net income / Equity"): the page shows it on hover',
  }),
  formula_code: z.string().meta({
    description: 'The same formula over line codes (standard:table:line), as stored',
  }),
  unit: z.enum(MULTIPLIER_UNITS),
}).meta({
  description:
    "One multiplier: `data` holds one value per column (null where the period has none; '*' " +
    'cells where the rows past the preview are gated, which 1000 preview rows never reach)',
});
export type MultiplierRow = z.infer<typeof MultiplierRow>;

export const MultiplierGroup = z.object({
  group_id: z.number().int(),
  group_name: z.string().meta({ description: "The group's name in the interface language" }),
  headers: z
    .array(z.string())
    .meta({ description: 'Column titles: the periods, newest first ("Q3 2026", "2025")' }),
  columns: z
    .array(z.string())
    .meta({ description: 'The period ends (YYYY-MM-DD), one per header, newest first' }),
  body: z.array(MultiplierRow),
  preview_rows: z
    .number()
    .int()
    .meta({ description: 'Rows open to everyone (spec section 9: 1000, i.e. all)' }),
  gate: z.enum(TABLE_GATES).nullable().meta({
    description: 'Why rows past the preview are masked for this user; null: nothing masked',
  }),
});
export type MultiplierGroup = z.infer<typeof MultiplierGroup>;

export const MultipliersResponse = z
  .object({
    1: z.array(MultiplierGroup).meta({ description: 'Quarterly multipliers by group' }),
    2: z.array(MultiplierGroup).meta({ description: 'Annual multipliers by group' }),
  })
  .meta({ description: 'Keyed by period; an empty list for a period without data' });
export type MultipliersResponse = z.infer<typeof MultipliersResponse>;

export const MultipliersParams = z.strictObject({ emitentId: Int4IdText });

export const issuerMultipliersEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:emitentId/multipliers/',
    operationId: 'getIssuerMultipliers',
    summary: "An issuer's multipliers (financial ratios) by period and group",
    description:
      'Periods 1 (quarterly: the quarter’s flows over quarter-end balances) and 2 (annual), ' +
      'each a list of groups (profitability, leverage, liquidity, valuation) whose rows are ' +
      'the multipliers, with their formula, and whose columns are the periods, newest first. ' +
      'Every value is computed from the issuer’s statements by its formula. Open to everyone ' +
      '(spec: 1000 preview rows). 404 `not_found` for an unknown issuer.',
    tag: 'issuer multipliers',
    params: MultipliersParams,
    responses: { 200: MultipliersResponse, 404: ErrorBody },
  }),
);
