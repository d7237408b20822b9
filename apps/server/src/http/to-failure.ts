import type { Failure } from '@palaro/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, MESSAGES } from './api-error';
import { failure } from './envelope';

export type FailureReply = { statusCode: number; body: Failure };

type HttpLikeError = { statusCode?: unknown; validationContext?: unknown };

function validationFields(error: { validation: { instancePath: string; message?: string }[] }, context: unknown) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(context ?? 'request');
    fields[field] ??= issue.message ?? 'invalid';
  }
  return fields;
}

/** Maps anything thrown while answering to the envelope; only ApiError messages reach the client verbatim. */
export function toFailure(error: unknown): FailureReply {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, body: failure(error.errorCode, error.message, error.fields, error.value) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error, (error as HttpLikeError).validationContext);
    return { statusCode: 400, body: failure('request.invalid', MESSAGES.invalid, fields) };
  }
  const declared = (error as HttpLikeError | null)?.statusCode;
  const status = typeof declared === 'number' ? declared : 500;
  switch (status) {
    case 401:
      return { statusCode: 401, body: failure('login.not.session', MESSAGES.notLoggedIn) };
    case 403:
      return { statusCode: 403, body: failure('permission.denied', MESSAGES.permissionDenied) };
    case 404:
      return { statusCode: 404, body: failure('not.found', MESSAGES.notFound) };
    case 429:
      return { statusCode: 429, body: failure('rate.limited', MESSAGES.rateLimited) };
    default:
      if (status >= 400 && status < 500)
        return { statusCode: status, body: failure('request.invalid', MESSAGES.invalid) };
      return { statusCode: 500, body: failure('unknown', MESSAGES.unknown) };
  }
}
