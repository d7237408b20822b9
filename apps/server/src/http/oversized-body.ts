import type { FastifyError } from 'fastify';
import type { ApiError } from './api-error';

/** Route options: a body over the route's bodyLimit gets the upload's own refusal rather than a bare 413. */
export function oversizedBodyAs(refusal: () => ApiError) {
  return {
    errorHandler: (error: FastifyError) => {
      // what is thrown here goes on to the app's error handler
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? refusal() : error;
    },
  };
}
