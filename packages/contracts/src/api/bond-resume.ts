import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { BondLifeSummary } from './bonds';
import { IdParam } from './common';

/*
 * The resume block (spec, bond page section 2, left menu "resume info"): what the bond is,
 * in plain words of the interface language, written by the server from stored data.
 */

export const BondResumeFacts = z.object({
  issuer: z.object({ id: z.number().int(), name: z.string(), sector: z.string().nullable() }),
  currency: z.string(),
  statusId: z.number().int(),
  couponType: z.enum(['fixed', 'floating', 'zero', 'step', 'inflation']),
  couponRate: z.number().nullable().meta({ description: '% a year' }),
  couponFrequency: z.number().int(),
  floatingBase: z.string().nullable(),
  floatingMargin: z.number().nullable().meta({ description: '% over the base' }),
  maturityDate: z.string().nullable(),
  outstandingVolume: z.number().nullable(),
  nextOffer: z
    .object({ type: z.enum(['put', 'call']), date: z.string(), price: z.number() })
    .nullable()
    .meta({
      description:
        'The nearest put or call after today within the life of a bond that lives; null for ' +
        'one that ended, defaulted or is not placed',
    }),
  life: BondLifeSummary.meta({
    description: 'Its life on the day: alive, or when and how it ended or defaulted',
  }),
  rating: z
    .object({ grade: z.string(), agency: z.string(), subject: z.enum(['emission', 'emitent']) })
    .nullable()
    .meta({ description: "The most conservative current rating of the bond, else its issuer's" }),
  tradingGrounds: z.array(z.string()),
  flags: z.array(z.enum(['subordinated', 'secured', 'guaranteed', 'convertible', 'amortizing'])),
});
export type BondResumeFacts = z.infer<typeof BondResumeFacts>;

export const BondResume = z.object({
  bondId: z.number().int(),
  language: z.string(),
  paragraphs: z
    .array(z.string())
    .meta({ description: 'Plain text in the interface language, one paragraph each' }),
  facts: BondResumeFacts.meta({ description: 'What the text says, as data' }),
  asOf: z.string().meta({ description: 'YYYY-MM-DD: the day it speaks of (next offer, years)' }),
});
export type BondResume = z.infer<typeof BondResume>;

export const bondResumeEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/resume/',
    operationId: 'getBondResume',
    summary: 'A short resume of the bond in plain words, in the interface language',
    description:
      'Issuer and sector, currency, coupon, maturity, outstanding volume, the nearest put or ' +
      'call, the rating and where it trades: public facts, the same for every tier. A bond ' +
      'that ended says when and how (matured, called, redeemed early), a defaulted one since ' +
      'when its payments are missed. 404 for an unknown bond.',
    tag: 'resume',
    params: IdParam,
    responses: { 200: BondResume, 404: ErrorBody },
  }),
);
