import { API } from '@palaro/contract/api-paths';
import { feedbackSentSchema, type FeedbackSend } from '@palaro/contract/feedback';
import { request } from '../../../shared/lib/api-client';

/** PUT /wps/feedback (SPEC 7.2): content, sender, type, captcha, and the images as data URLs. */
export function sendFeedback(body: FeedbackSend) {
  return request(API.feedback, { method: 'PUT', schema: feedbackSentSchema, body });
}
