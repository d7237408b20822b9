import { FEEDBACK_ERRORS, type FeedbackErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the feedback failures of the contract, with optional field details. */
export function feedbackError(name: FeedbackErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = FEEDBACK_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
