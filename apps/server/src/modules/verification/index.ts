import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verificationJobs } from './jobs';
import { createCaptchaRepository } from './repository-captcha';
import { verificationRoutes } from './routes-player';
import { createCaptchaService, type CaptchaService } from './service-captcha';
import { createSmsService, type SmsService } from './service-sms';
import { createSmsCodes, type SmsCodes } from './service-sms-codes';
import { smsProviderFor, type SmsProvider } from './sms-provider';

export { phoneFromInput } from './service-sms';
export type { CaptchaService, SmsCodes, SmsProvider, SmsService };
export type { SmsMessage } from './sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Captchas and SMS codes, checked by log-in, registration and the password calls. */
    verification: { captchas: CaptchaService; smsCodes: SmsCodes; sms: SmsService };
  }
}

type Options = {
  /** Where SMS codes go instead of MERCHANT_CONFIG `sms` (tests read them here). */
  smsProvider?: SmsProvider | undefined;
};

/** Captcha images, SMS codes and their sending, and the jobs that purge spent ones. */
export const verificationModule = fp(
  async (app: FastifyInstance, options: Options) => {
    const { db, config, log, clock } = app;
    const { merchant, testCodes } = config;
    const code = merchant.merchantCode;
    const captchas = createCaptchaService({
      repository: createCaptchaRepository(db, code),
      clock,
      testCode: testCodes.captcha,
    });
    const smsCodes = createSmsCodes({ db, merchant: code, clock, testCode: testCodes.sms });
    const provider = options.smsProvider ?? smsProviderFor(merchant.sms, { dataDir: config.dataDir });
    const sms = createSmsService({
      codes: smsCodes,
      captchas,
      accounts: app.accounts.repository,
      provider,
      merchant,
      log,
    });
    app.decorate('verification', { captchas, smsCodes, sms });
    await app.register(verificationRoutes, { services: { captchas, sms } });
    for (const job of verificationJobs({ db, merchant: code, clock })) app.jobs.add(job);
  },
  { name: 'verification', dependencies: ['accounts', 'job-queue', 'player-api-limit'] },
);
