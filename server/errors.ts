import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, ErrorCode, type ErrorCodeValue, type ErrorEnvelope, isErrorCode } from '../entities/errors.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

// The one failure type of both sides (entities/errors.ts), under the name its callers import from here.
export { ApiError };

/** When a client may try again a request refused while the database was unreachable: a restart takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

export const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'not found');
export const forbidden = () => new ApiError(403, ErrorCode.ACCESS_DENIED, 'access denied');
export const invalid = (errors: Record<string, ErrorCodeValue>, message = 'invalid input') =>
  new ApiError(400, Object.values(errors)[0] ?? ErrorCode.BAD_REQUEST, message, errors);

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const NUMERIC = new Set(['integer', 'number']);

/** The catalogue's code for one JSON Schema failure (entities/errors.ts). */
function codeOf(issue: AjvIssue, fieldType: string | undefined): ErrorCodeValue {
  switch (issue.keyword) {
    case 'required':
      return ErrorCode.FIELD_REQUIRED;
    case 'type':
      return NUMERIC.has(String(issue.params.type).split(',')[0]) ? ErrorCode.NOT_A_NUMBER : ErrorCode.BAD_FORMAT;
    case 'maxLength':
    case 'maxItems':
      return ErrorCode.TOO_LONG;
    case 'minLength':
      return fieldType === 'password' ? ErrorCode.PASSWORD_TOO_SHORT : ErrorCode.FIELD_REQUIRED;
    case 'minItems':
      // An empty list where one is needed is a missing value.
      return ErrorCode.FIELD_REQUIRED;
    case 'format':
      return issue.params.format === 'email' ? ErrorCode.EMAIL_REQUIRED : ErrorCode.BAD_FORMAT;
    case 'pattern':
      return fieldType === 'phone' ? ErrorCode.BAD_PHONE : ErrorCode.BAD_FORMAT;
    case 'additionalProperties':
      return ErrorCode.BAD_REQUEST;
    default:
      return ErrorCode.BAD_FORMAT;
  }
}

/** Failures of a number's kind or range, which a field's own code (`x-code`) replaces. */
const NUMBER_KEYWORDS = new Set(['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);

/** Maps ajv issues to `{ field: code }`; the field is the top-level property the issue is about. */
/** `x-type` on a property names the descriptor's field type, which decides the code of some failures. */
export function fieldErrors(issues: AjvIssue[], schema?: { properties?: Record<string, { 'x-type'?: string; 'x-code'?: ErrorCodeValue }> }) {
  const errors: Record<string, ErrorCodeValue> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field =
      issue.keyword === 'required'
        ? String(issue.params.missingProperty)
        : issue.keyword === 'additionalProperties'
          ? String(issue.params.additionalProperty)
          : (path[0] ?? '_');
    const property = schema?.properties?.[field];
    errors[field] ??= property?.['x-code'] !== undefined && NUMBER_KEYWORDS.has(issue.keyword) ? property['x-code'] : codeOf(issue, property?.['x-type']);
  }
  return errors;
}

/** One envelope for every failure, and never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status: number;
    let body: ErrorEnvelope;
    if (error instanceof ApiError) {
      status = error.status;
      body = { code: error.code, message: error.message, ...(error.errors && { errors: error.errors }), ...(error.details && { details: error.details }) };
    } else if (error.validation) {
      const context = (error.validationContext ?? 'body') as 'body' | 'querystring' | 'params';
      const errors = fieldErrors(error.validation as AjvIssue[], request.routeOptions.schema?.[context] as Parameters<typeof fieldErrors>[1]);
      status = 400;
      body = { code: Object.values(errors)[0] ?? ErrorCode.BAD_REQUEST, message: `invalid ${error.validationContext ?? 'input'}`, errors };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      status = 413;
      body = { code: ErrorCode.FILE_TOO_LARGE, message: 'request too large' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        code: isErrorCode(error.statusCode) ? error.statusCode : ErrorCode.BAD_REQUEST,
        message: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'malformed JSON' : error.message,
      };
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      status = 503;
      body = { code: ErrorCode.UNAVAILABLE, message: 'the database is unavailable for a moment: try again shortly' };
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else {
      request.log.error({ err: error }, 'unexpected failure');
      status = 500;
      body = { code: ErrorCode.SERVER_ERROR, message: 'internal error' };
    }
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: `no route ${request.method} ${request.url.split('?')[0]}` });
  });
}
