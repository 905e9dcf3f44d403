import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Provenance } from './common';

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

export const entityEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:id/',
    operationId: 'getCompany',
    summary: 'An issuer: names, country, sector and its bonds',
    tag: 'companies',
    params: IdParam,
    responses: { 200: CompanySummary, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/indexes/:id/',
    operationId: 'getIndex',
    summary: 'An index and its latest value',
    tag: 'indexes',
    params: IdParam,
    responses: { 200: IndexSummary, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/stocks/:id/',
    operationId: 'getStock',
    summary: 'A stock: ticker, ISIN, issuer, currency',
    tag: 'stocks',
    params: IdParam,
    responses: { 200: EquitySummary, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/etf/:id/',
    operationId: 'getEtf',
    summary: 'An exchange-traded fund: ticker, ISIN, currency',
    tag: 'etf',
    params: IdParam,
    responses: { 200: EquitySummary, 404: ErrorBody },
  }),
);
