import type { FastifyInstance } from 'fastify';
import type { Clock } from '../security/clock';
import { createAttemptsRepository } from './attempts/repository';
import { createAttempts } from './attempts/service';
import { createAccountsRepository } from './accounts/repository';
import { createAccountChecks } from './accounts/service';
import { createRegistrationService } from './accounts/service-registration';
import { createTrialService } from './accounts/service-trial';
import { createLedgerService } from './ledger/service';
import { createWalletService } from './ledger/wallet-service';
import { createIconsRepository } from './member/repository';
import { createMemberService } from './member/service';
import { createPasswordService } from './member/service-password';
import { createSessionsRepository } from './sessions/repository';
import { createSessionService } from './sessions/service';
import { createLoginService } from './sessions/service-login';
import { createLoginGuard } from './sessions/service-login-guard';
import { createSocialLoginService } from './social-login/service';
import { createCaptchaRepository } from './verification/repository-captcha';
import { createCaptchaService } from './verification/service-captcha';
import { createSmsService } from './verification/service-sms';
import { createSmsCodes } from './verification/service-sms-codes';
import { smsProviderFor, type SmsProvider } from './verification/sms-provider';

export type AccountServiceOptions = { clock: Clock; smsProvider?: SmsProvider | undefined };

/** Wires the account, session and verification services once, on the app's database and key-value store. */
export function createAccountServices(app: FastifyInstance, options: AccountServiceOptions) {
  const { db, kv, config, log } = app;
  const { merchant, testCodes } = config;
  const { clock } = options;
  const code = merchant.merchantCode;

  const accounts = createAccountsRepository(db, code);
  const sessions = createSessionService({ sessions: createSessionsRepository(db), accounts, clock });
  const captchas = createCaptchaService({
    repository: createCaptchaRepository(db, code),
    clock,
    testCode: testCodes.captcha,
  });
  const smsCodes = createSmsCodes({ db, merchant: code, clock, testCode: testCodes.sms });
  const provider = options.smsProvider ?? smsProviderFor(merchant.sms, { dataDir: config.dataDir });
  const attempts = createAttempts(createAttemptsRepository(db, code), clock);
  const guard = createLoginGuard(attempts);
  const ledger = createLedgerService(db);

  return {
    sessions,
    captchas,
    sms: createSmsService({ codes: smsCodes, captchas, accounts, provider, merchant, log }),
    login: createLoginService({ accounts, sessions, guard, captchas, smsCodes, merchant }),
    trial: createTrialService({ accounts, sessions, kv, merchant, ledger }),
    registration: createRegistrationService({ accounts, sessions, captchas, smsCodes, merchant }),
    checks: createAccountChecks(accounts, merchant),
    member: createMemberService({ accounts, icons: createIconsRepository(db), merchant, clock }),
    passwords: createPasswordService({ accounts, sessions, smsCodes, attempts, merchant, clock }),
    ledger,
    wallets: createWalletService({ ledger, merchant }),
    social: createSocialLoginService({ db, kv, accounts, sessions, merchant, log }),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
