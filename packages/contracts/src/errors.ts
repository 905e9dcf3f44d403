import { z } from 'zod';

/**
 * Every error the API answers with: `{ error: { code, message, fields } }`. `message` is a
 * label key (module `errors`) the web translates; `fields` maps a field path to a label key.
 */
export const ERROR_CODES = [
  'validation_failed',
  'payload_too_large',
  'not_found',
  'need_auth',
  'access_denied_auth',
  'csrf_failed',
  'invalid_credentials',
  /** The right password of an account whose address is not proven yet (sign-up's link). */
  'email_not_verified',
  'email_taken',
  /** The request clashes with the current state: sent twice, already decided, replayed. */
  'conflict',
  'rate_limited',
  /** The caller's share of Excel exports is in use or every place is taken: try again (429). */
  'export_busy',
  /** The caller's share of comparison charts is in use or every place is taken (429). */
  'chart_busy',
  'unsupported_media_type',
  /** The request's headers or body did not arrive in time (HTTP_*_TIMEOUT_MS): 408. */
  'request_timeout',
  /** The request's headers are over Node's 16 KiB: 431. */
  'headers_too_large',
  /** The database server is out of reach (stopped, restarting): try again shortly. */
  'database_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The limit that was hit, where one was (a 413's body limit in bytes). */
    limit: z.number().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  payload_too_large: 413,
  not_found: 404,
  need_auth: 401,
  access_denied_auth: 403,
  csrf_failed: 403,
  invalid_credentials: 401,
  email_not_verified: 403,
  email_taken: 409,
  conflict: 409,
  rate_limited: 429,
  export_busy: 429,
  chart_busy: 429,
  unsupported_media_type: 415,
  request_timeout: 408,
  headers_too_large: 431,
  database_unavailable: 503,
  internal: 500,
};

/** Label keys for field-level validation problems. */
export const FIELD_ERRORS = {
  required: 'field_required',
  invalidType: 'field_invalid_type',
  invalidValue: 'field_invalid_value',
  tooShort: 'field_too_short',
  tooLong: 'field_too_long',
  unknownField: 'field_unknown',
  invalidEmail: 'field_invalid_email',
} as const;
