import type { LocalizedText } from '@bondsight/contracts';
import { completeOptional } from '../names/index';
import type { Sink } from './sql/bulk-writer';

/**
 * The localized columns of each sink: every row pushed there gets each of them completed to
 * all ten interface languages (names/complete.ts). Writers compose what they can in every
 * language; this is the one place that guarantees no name reaches the database half-done.
 */
const LOCALIZED_COLUMNS = {
  countries: ['names'],
  regions: ['names'],
  currencies: ['names'],
  grounds: ['names'],
  issuers: ['names', 'fullNames', 'descriptions'],
  curves: ['names'],
  agencies: ['names'],
  scales: ['names'],
  contacts: ['ttl'],
  indexes: ['names'],
  equities: ['names'],
  providers: ['names'],
  lines: ['names'],
  multiplierDefs: ['groupNames', 'names'],
  bonds: ['names', 'fullNames'],
  documents: ['names'],
  relations: ['relTypeNames'],
  reports: ['names'],
  consensus: ['indexNames'],
} as const;

function completing<Row>(sink: Sink<Row>, columns: readonly string[]): Sink<Row> {
  return {
    push(row) {
      const out = { ...row } as Record<string, unknown>;
      for (const column of columns)
        if (out[column] !== undefined)
          out[column] = completeOptional(out[column] as LocalizedText | null);
      sink.push(out as Row);
    },
  };
}

/** The same sinks, the localized ones completing every name they write. */
export function completingNames<S extends Record<string, Sink<never>>>(sinks: S): S {
  const out: Record<string, unknown> = { ...sinks };
  for (const [name, columns] of Object.entries(LOCALIZED_COLUMNS)) {
    const sink = sinks[name];
    if (sink) out[name] = completing(sink as Sink<unknown>, columns);
  }
  return out as S;
}
