import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, type FreeplayValue, type TrialUser } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { ApiError, accountError, MESSAGES } from '../../http/api-error';
import type { KeyValueStore } from '../../kv/key-value-store';
import type { LedgerService } from '../ledger';
import type { AuthContext, SessionService } from '../sessions';
import type { AccountsRepository } from '../accounts';

/** Free-play accounts one IP may open per hour. */
export const TRIALS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

const trialName = () => `trial${randomBytes(6).toString('hex').slice(0, 8)}`;

type Deps = {
  accounts: AccountsRepository;
  sessions: SessionService;
  kv: KeyValueStore;
  merchant: MerchantConfig;
  ledger: LedgerService;
};

/** Free play: a fresh trial account (type 4) with play money, logged in at once. */
export function createTrialService({ accounts, sessions, kv, merchant, ledger }: Deps) {
  const code = merchant.merchantCode;

  /** Play money reaches the trial wallet through the ledger, from the merchant's trial funding account. */
  async function fund(accountId: bigint): Promise<void> {
    const { main } = await ledger.openPlayerAccounts(code, accountId, merchant.currency);
    if (merchant.trialBalance === 0) return;
    const funding = await ledger.merchantAccount(code, 'trial_funding', merchant.currency);
    const amount = BigInt(merchant.trialBalance);
    await ledger.post({
      merchant: code,
      kind: 'adjustment',
      reference: `trial-balance:${accountId}`,
      idempotencyKey: `trial-balance:${accountId}`,
      entries: [
        { account: funding.id, amount: -amount },
        { account: main.id, amount },
      ],
      metadata: { reason: 'Trial play money' },
    });
  }

  async function walletBalance(accountId: bigint): Promise<bigint> {
    const main = (await ledger.balances(accountId)).find((account) => account.kind === 'player_main');
    return main?.balance ?? 0n;
  }

  return {
    async start(clientIp: string): Promise<FreeplayValue> {
      if ((await kv.incr(`freeplay:${clientIp}`, HOUR_MS)) > TRIALS_PER_IP_PER_HOUR) {
        throw new ApiError(429, 'rate.limited', MESSAGES.rateLimited);
      }
      const account = await accounts.insert({
        username: trialName(),
        passwordHash: null,
        memberType: MEMBER_TYPE.TRIAL,
        nickname: '',
        trialBalance: BigInt(merchant.trialBalance),
        firstTimeLogin: false,
      });
      await fund(account.id);
      const login = await sessions.start(account, 'trial');
      return {
        ...login,
        customerType: account.member_type,
        trialBalance: merchant.trialBalance,
        currency: merchant.currency,
      };
    },

    async user(auth: AuthContext): Promise<TrialUser> {
      const account = auth.kind === 'trial' ? await accounts.byId(auth.accountId) : undefined;
      if (!account) throw accountError('featureOff');
      return {
        userName: account.username,
        customerType: account.member_type,
        trialBalance: Number(await walletBalance(account.id)),
        currency: merchant.currency,
      };
    },
  };
}

export type TrialService = ReturnType<typeof createTrialService>;
