import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_ERRORS, type ErrorBody, type ErrorCode } from '@bondsight/contracts';
import { AppError } from '../lib/app-error';

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
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, 'payload_too_large', 'payload_too_large');
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

/** What fastify-type-provider-zod keeps of a zod issue besides its code and path. */
interface IssueDetails {
  keys?: string[];
  format?: string;
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
      return FIELD_ERRORS.tooShort;
    case 'too_big':
      return FIELD_ERRORS.tooLong;
    case 'invalid_format':
      return details.format === 'email' ? FIELD_ERRORS.invalidEmail : FIELD_ERRORS.invalidValue;
    default:
      return FIELD_ERRORS.invalidValue;
  }
}

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json').send(body);
}
