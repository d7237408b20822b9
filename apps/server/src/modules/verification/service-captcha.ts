import { CAPTCHA_LIMITS, type Captcha } from '@palaro/contract';
import type { Clock } from '../../security/clock';
import { newToken, sameDigest, sha256Hex } from '../../security/tokens';
import { newChallenge } from './captcha-challenge';
import { drawCaptcha } from './captcha-image';
import type { CaptchaRepository } from './repository-captcha';

type Deps = { repository: CaptchaRepository; clock: Clock; testCode: string | undefined };

const answerHash = (id: string, answer: string) => sha256Hex(`${id}:${answer}`);

/** Image captchas: single use, bound to the IP that asked for it, expiring after 5 minutes. */
export function createCaptchaService({ repository, clock, testCode }: Deps) {
  return {
    async issue(clientIp: string): Promise<Captcha> {
      const challenge = newChallenge();
      const captchaId = newToken(18);
      const now = clock();
      const expiresAt = now + CAPTCHA_LIMITS.ttlMs;
      await repository.insert(captchaId, answerHash(captchaId, challenge.answer), clientIp, new Date(expiresAt));
      return { captchaId, image: await drawCaptcha(challenge.shown), kind: challenge.kind, expiresAt };
    },

    /** True when the answer fits; the captcha is used up either way. */
    async verify(captchaId: string | undefined, answer: string | undefined, clientIp: string): Promise<boolean> {
      if (!captchaId || !answer) return false;
      const row = await repository.take(captchaId, new Date(clock()));
      if (!row || row.client_ip !== clientIp) return false;
      const typed = answer.trim();
      return (
        sameDigest(row.answer_hash, answerHash(captchaId, typed)) || (testCode !== undefined && typed === testCode)
      );
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
