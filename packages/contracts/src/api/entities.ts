import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, maskable, Provenance } from './common';

export const CompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  region: z.string().nullable(),
  sector: z.string().nullable(),
  isSovereign: z.boolean(),
  bonds: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isin: z.string().nullable(),
      statusId: z.number().int(),
      status: z.string().meta({
        description:
          "The status's name (EMISSION_STATUSES: outstanding, matured...); its label is " +
          'bond.statuses status_<name>',
      }),
      live: z.boolean().meta({
        description:
          'Still owed to holders: announced, in placement, outstanding or in technical ' +
          'default. Live bonds come first, each group by maturity',
      }),
      currency: z.string(),
      coupon: z.object({
        type: z.enum(['fixed', 'floating', 'zero', 'step', 'inflation']),
        /** The current coupon rate, % a year, as stored with the bond's terms. */
        rate: z.number().nullable(),
      }),
      maturityDate: z.string().nullable(),
      latest: z
        .object({
          date: z.string().meta({ description: "The tick's date: the yield is as of it" }),
          tradingGroundId: z.number().int(),
          ytm: maskable(z.number().nullable()).meta({
            description:
              'Yield to maturity of the latest stored tick with a usable yield, % (display ' +
              'rules: blank above 2000 %, or when marked bad data); masked like the latest ' +
              'quotes on the bond page',
          }),
        })
        .nullable()
        .meta({ description: 'Null when the bond has no tick with a yield the subject may see' }),
    }),
  ),
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
    description:
      'Its bonds with status, coupon, maturity and the latest yield (live bonds first). ' +
      'An id that is not a positive int4 is 400 `validation_failed` with the field ' +
      '`params.id`; an unknown one 404 `not_found`.',
    tag: 'companies',
    params: IdParam,
    responses: { 200: CompanySummary, 400: ErrorBody, 404: ErrorBody },
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
