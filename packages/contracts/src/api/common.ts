import { z } from 'zod';

export const IdParam = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
export const IsoDate = z.iso.date();

export const LocalizedName = z.record(z.string(), z.string());

/** Where a dataset row came from and as of when (shown beside the number). */
export const Provenance = z.object({ source: z.string(), asOf: z.string() });

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  version: z.string(),
});

export const LabelsParams = z.strictObject({
  module: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/),
  repository: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,40}$/)
    .optional(),
});
export const LabelsQuery = z.object({
  lang: z.string().optional(),
  show_labels: z.enum(['0', '1']).optional(),
});
export const LabelsResponse = z.object({
  language: z.string(),
  module: z.string(),
  repository: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
});
