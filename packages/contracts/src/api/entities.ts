import { z } from 'zod';
import { Provenance } from './common';

export const CompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  region: z.string().nullable(),
  sector: z.string().nullable(),
  isSovereign: z.boolean(),
  bonds: z.array(z.object({ id: z.number().int(), name: z.string(), isin: z.string().nullable() })),
});

export const IndexSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: z.string().nullable(),
  latest: z.object({ date: z.string(), value: z.number() }).nullable(),
  provenance: Provenance,
});

export const EquitySummary = z.object({
  id: z.number().int(),
  kind: z.enum(['stock', 'etf']),
  ticker: z.string(),
  isin: z.string().nullable(),
  name: z.string(),
  emitent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currency: z.string().nullable(),
});

export type CompanySummary = z.infer<typeof CompanySummary>;
export type IndexSummary = z.infer<typeof IndexSummary>;
export type EquitySummary = z.infer<typeof EquitySummary>;
