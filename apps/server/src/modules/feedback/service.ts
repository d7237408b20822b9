import type { FeedbackSend } from '@palaro/contract';
import type { Db } from '../../db/db';
import { accountError } from '../../http/api-error';
import type { Clock } from '../../security/clock';
import type { AuthContext } from '../sessions';
import type { CaptchaService } from '../verification';
import { feedbackContent, feedbackImages, storedType } from './feedback-rules';
import { feedbackRepository } from './repository';

type Deps = { db: Db; merchant: string; clock: Clock; captchas: CaptchaService };

/** A member's feedback (SPEC 2.3, 5, 7.2): checked whole before anything is stored, then kept with its images. */
export function createFeedbackService({ db, merchant, clock, captchas }: Deps) {
  return {
    async send(auth: AuthContext, input: FeedbackSend, clientIp: string): Promise<{ id: string }> {
      // SPEC 5: the captcha is required (in_vwrite_code); its answer is checked last, so a description or an image
      // to fix does not use it up
      if (!input.captcha || !input.captchaId)
        throw accountError('captchaRequired', { fields: { captcha: 'in_vwrite_code' } });
      const content = feedbackContent(input.content);
      const images = feedbackImages(input.images);
      if (!(await captchas.verify(input.captchaId, input.captcha, clientIp)))
        throw accountError('captchaInvalid', { fields: { captcha: 'in_vwrite_code' } });
      const id = await db.transaction((tx) =>
        feedbackRepository(tx).insert(merchant, {
          accountId: auth.accountId,
          sender: input.sender || auth.username,
          type: storedType(input.type),
          content,
          images,
          now: new Date(clock()),
        }),
      );
      return { id: id.toString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
