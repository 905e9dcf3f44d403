import type { bondFacts } from '../../../db/schema/index';

/** The bond_facts columns the generator writes (the id comes from its sequence). */
export const BOND_FACT_COLUMNS = [
  'emitentId',
  'emissionId',
  'kind',
  'code',
  'date',
  'endDate',
  'amount',
  'currency',
  'value',
  'counterpartyId',
  'titles',
  'texts',
  'url',
  'source',
  'asOf',
] as const satisfies readonly (keyof (typeof bondFacts)['$inferInsert'])[];
