import { CAPTCHA_LIMITS } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/job';
import type { Clock } from '../../security/clock';
import { createCaptchaRepository } from './repository-captcha';
import { createSmsRepository } from './repository-sms';

/** Codes are kept a day for the hourly counts and for support, then deleted. */
const SMS_CODES_KEPT_MS = 24 * 60 * 60_000;

/** Deletes captchas expired a while ago and SMS codes past their keeping time. */
export function verificationJobs({ db, merchant, clock }: { db: Queryable; merchant: string; clock: Clock }): Job[] {
  return [
    {
      name: 'verification-captcha-purge',
      everySeconds: 10 * 60,
      run: () => createCaptchaRepository(db, merchant).purge(new Date(clock() - CAPTCHA_LIMITS.ttlMs)),
    },
    {
      name: 'verification-sms-code-purge',
      everySeconds: 60 * 60,
      run: () => createSmsRepository(db, merchant).purge(new Date(clock() - SMS_CODES_KEPT_MS)),
    },
  ];
}
