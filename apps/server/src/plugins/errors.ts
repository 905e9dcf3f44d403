import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  DEFAULT_BODY_LIMIT,
  FIELD_ERRORS,
  type ErrorBody,
  type ErrorCode,
} from '@bondsight/contracts';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-errors';

/**
 * Turns every failure into the contract's error body. Validation names the field with a
 * label key; Fastify's own client errors keep their 4xx; anything else is a logged 500.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const where = error.validationContext ?? 'body';
      for (const issue of error.validation) {
        const details = issue.params as IssueDetails;
        const path = issue.instancePath.split('/').filter(Boolean);
        if (issue.keyword === 'unrecognized_keys' && details.keys) {
          for (const key of details.keys)
            fields[[where, ...path, key].join('.')] = FIELD_ERRORS.unknownField;
        } else {
          fields[[where, ...path].join('.')] = labelFor(
            issue,
            valueAt(sourceOf(request, where), path),
          );
        }
      }
      return send(reply, 400, 'validation_failed', 'validation_failed', fields);
    }
    if (isResponseSerializationError(error)) {
      // A result that overflowed to ±Infinity (or NaN) cannot be written as JSON: the input
      // asked for a number beyond range, so it is the client's (422), naming the field.
      const fields = nonFiniteFields(error.cause.issues as unknown as SerializationIssue[]);
      if (fields) {
        return send(reply, 422, 'validation_failed', 'result_not_finite', fields);
      }
    }
    if (request.raw.destroyed && (error as { code?: string }).code === 'ECONNRESET') {
      // The client hung up while sending its body (its stream failed 'aborted'): nobody is
      // left to answer, and it is not an outage (issue 31: 100 dropped uploads were logged as
      // 100 database outages).
      request.log.info('client aborted its request');
      return send(reply, 400, 'validation_failed', 'malformed_request');
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug but an outage: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, 'database_unavailable', 'database_unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Say which limit: the route's own (a calculator batch) or the site's default.
      const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
      return send(reply, 413, 'payload_too_large', 'payload_too_large', undefined, limit);
    }
    if (status === 415) return send(reply, 415, 'unsupported_media_type', 'unsupported_media_type');
    if (status === 429) return send(reply, 429, 'rate_limited', 'rate_limited');
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type and the like.
      return send(reply, 400, 'validation_failed', 'malformed_request', {
        body: FIELD_ERRORS.invalidValue,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal', 'internal_error');
  });
});

/**
 * Errors Fastify answers before any route or hook (so before the error handler): a request
 * target that does not percent-decode, a path segment beyond the router's length limit.
 * Pass as the `frameworkErrors` server option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // No id or key is that long: whatever it names does not exist.
    return send(reply, 404, 'not_found', 'not_found');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, 'validation_failed', 'malformed_request', {
      url: FIELD_ERRORS.invalidValue,
    });
  }
  return send(reply, 500, 'internal', 'internal_error');
};

/** How zod 4 names a non-finite number it refused. */
const NON_FINITE = new Set(['Infinity', '-Infinity', 'NaN']);

interface SerializationIssue {
  code: string;
  path: PropertyKey[];
  received?: unknown;
  errors?: SerializationIssue[][];
}

/**
 * The answer fields holding ±Infinity or NaN, when those are all that failed to serialize;
 * null when anything else did (that is our bug: a 500). A union (a maskable value) counts
 * when one of its branches refused the number for being non-finite.
 */
function nonFiniteFields(issues: readonly SerializationIssue[]): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const isNonFinite = (issue: SerializationIssue): boolean =>
    (issue.code === 'invalid_type' && NON_FINITE.has(String(issue.received))) ||
    (issue.code === 'invalid_union' &&
      (issue.errors ?? []).some((branch) => branch.some(isNonFinite)));
  for (const issue of issues) {
    if (!isNonFinite(issue)) return null;
    fields[['result', ...issue.path.map(String)].join('.')] = 'result_not_finite';
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** What fastify-type-provider-zod keeps of a zod issue besides its code and path. */
interface IssueDetails {
  keys?: string[];
  format?: string;
  origin?: string;
}

function sourceOf(request: FastifyRequest, where: string): unknown {
  const sources: Record<string, unknown> = {
    body: request.body,
    params: request.params,
    querystring: request.query,
    headers: request.headers,
  };
  return sources[where];
}

/** Zod 4 does not report the input, so a missing field is told apart by looking it up. */
function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A refinement of ours carries its label key as the message; otherwise by the issue's code. */
function labelFor(
  issue: { keyword: string; message?: string; params: unknown },
  value: unknown,
): string {
  if (issue.keyword === 'custom') return issue.message || FIELD_ERRORS.invalidValue;
  if (value === undefined) return FIELD_ERRORS.required;
  return fieldLabel(issue.keyword, issue.params as IssueDetails);
}

function fieldLabel(code: string, details: IssueDetails): string {
  switch (code) {
    case 'invalid_type':
      return FIELD_ERRORS.invalidType;
    case 'too_small':
      return isNumeric(details) ? FIELD_ERRORS.invalidValue : FIELD_ERRORS.tooShort;
    case 'too_big':
      // A number out of range (an id beyond int4) is not "too long".
      return isNumeric(details) ? FIELD_ERRORS.invalidValue : FIELD_ERRORS.tooLong;
    case 'invalid_format':
      return details.format === 'email' ? FIELD_ERRORS.invalidEmail : FIELD_ERRORS.invalidValue;
    default:
      return FIELD_ERRORS.invalidValue;
  }
}

const isNumeric = (details: IssueDetails) =>
  details.origin === 'number' || details.origin === 'bigint';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  limit?: number,
) {
  const body: ErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(limit ? { limit } : {}) },
  };
  return reply.status(status).type('application/json').send(body);
}
