import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';

/** PostgreSQL's int4: an id beyond it fails in SQL (a 500) instead of being simply unknown. */
export const INT4_MAX = 2147483647;
/** A positive id that fits int4, in a JSON body. */
export const Int4Id = z.number().int().positive().max(INT4_MAX);
/** A positive id that fits int4, from a path segment or a query parameter. */
export const Int4IdText = z.coerce.number().int().positive().max(INT4_MAX);
export const IdParam = z.strictObject({ id: Int4IdText });
export const IsoDate = z.iso.date();

/** Label key (module `errors`) of a text holding a NUL byte or a lone UTF-16 surrogate. */
export const INVALID_CHARACTERS = 'field_invalid_characters';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Whether PostgreSQL can store the text: text and jsonb refuse NUL, jsonb lone surrogates. */
export const isSafeText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);
/** A string PostgreSQL can store (400 `field_invalid_characters` otherwise). */
export const SafeText = z.string().refine(isSafeText, { message: INVALID_CHARACTERS });

/**
 * Whether every string of a JSON value, keys included, is safe text. Iterative: a deeply
 * nested body must not overflow the stack.
 */
export function isSafeJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isSafeText(item)) return false;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isSafeText(key)) return false;
        stack.push(element);
      }
    }
  }
  return true;
}

/** A value withheld from this subject (see MaskedValue in access.ts). */
export const Masked = z
  .object({ masked: z.enum(['need_auth', 'access_denied_auth', 'need_nsd_access']) })
  .meta({
    description: 'Withheld: the label key says why (sign in, get access, get the NSD licence)',
  });
/** A field that is either its value or masked for the subject asking. */
export const maskable = <T extends z.ZodType>(value: T) => z.union([value, Masked]);

export const LocalizedName = z.record(z.string(), z.string());

/** Where a dataset row came from and as of when (shown beside the number). */
export const Provenance = z.object({ source: z.string(), asOf: z.string() });

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
  /** Each sync source that has ever run or is configured: its last success and staleness. */
  sync: z.array(
    z.object({ source: z.string(), lastOk: z.string().nullable(), stale: z.boolean() }),
  ),
});

export const LabelsParams = z.strictObject({
  module: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/),
  repository: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,40}$/)
    .optional(),
});
export const LabelsQuery = z.object({
  /** 1: each label's text is its key (translators see which key sits where). */
  show_labels: z.enum(['0', '1']).optional(),
});
export const LabelsResponse = z.object({
  language: z.string(),
  module: z.string(),
  repository: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
});

/** Every label module of the catalogue at once, keyed by namespace (`bond.statuses`). */
export const LabelBundleResponse = z.object({
  language: z.string(),
  namespaces: z.record(z.string(), z.record(z.string(), z.string())),
});

export const healthEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Whether the server and its database answer (503 when the database does not)',
    description:
      'The database check answers at once under any load: a successful check is reused for a ' +
      'second, then answered with (up to 5 s old) while a new one runs (PostgreSQL: a query on ' +
      'a connection of its own; embedded PGlite: whether it is open); a failed check is never ' +
      'reused.',
    tag: 'health',
    responses: { 200: HealthResponse, 503: HealthResponse },
  }),
);

export const labelEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/labels/',
    operationId: 'getLabelBundle',
    summary:
      'Every label module in the interface language, in one answer: what a page needs before it ' +
      'draws (the page preloads it)',
    tag: 'labels',
    query: LabelsQuery,
    responses: { 200: LabelBundleResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/labels/:module/',
    operationId: 'getLabels',
    summary: "A module's label texts in the interface language",
    tag: 'labels',
    params: LabelsParams.pick({ module: true }),
    query: LabelsQuery,
    responses: { 200: LabelsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/labels/:module/:repository/',
    operationId: 'getRepositoryLabels',
    summary: "The label texts of a module's repository (e.g. bond/statuses)",
    tag: 'labels',
    params: LabelsParams.required(),
    query: LabelsQuery,
    responses: { 200: LabelsResponse, 404: ErrorBody },
  }),
);
