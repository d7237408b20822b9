import { API, feedbackSendSchema, feedbackSentSchema, LIMITS, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { oversizedBodyAs } from '../../http/oversized-body';
import { base64LengthOf } from '../../security/uploaded-image';
import { authenticated, authOf } from '../sessions';
import { feedbackError } from './errors';
import type { FeedbackService } from './service';

// three images of 5 MB grow by a third in base64, each with a data-URL prefix; plus the description (up to 4,000
// characters of the schema, 6 bytes each when JSON escapes them) and the other fields. This route alone takes so much.
const FEEDBACK_BODY_LIMIT = LIMITS.uploadMaxImages * (base64LengthOf(LIMITS.uploadMaxBytes) + 64) + 32_768;

/** SPEC 7.2: PUT /wps/feedback (content, sender, type, captcha) for members; a trial session gets member.trial. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (app, { feedback }) => {
  app.put(
    API.feedback,
    {
      ...authenticated('member'),
      bodyLimit: FEEDBACK_BODY_LIMIT,
      // more than three images of 5 MB could be: what the images' rule says, not a bare 413
      ...oversizedBodyAs(() => feedbackError('imageTooLarge')),
      schema: { body: feedbackSendSchema, response: { 200: successSchema(feedbackSentSchema) } },
    },
    async (request) => ok(await feedback.send(authOf(request), request.body, request.ip)),
  );
};
