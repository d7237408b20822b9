import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API, OPS_API, PAYMENT_SIGNATURE_HEADER, paymentCallbackPath } from '@palaro/contract';
import type { MoneyClient, Reply } from './money-client';

// Random money traffic for the load and crash tests: transfers, gateway deposits with signed callbacks,
// withdrawals and operator decisions, with exact and conflicting resends of earlier requests.

export type LoadPlayer = { id: bigint; token: string; cardId: string };
export type LoadWorld = {
  client: MoneyClient;
  players: LoadPlayer[];
  operatorToken: string;
  vendors: string[];
  paymentPassword: string;
  sign: (rawBody: string) => Promise<string>;
};

type Kind = 'transfer' | 'deposit' | 'withdraw';
type Sent = { kind: Kind; player: LoadPlayer; path: string; body: Record<string, string>; first: Reply };

export type LoadLog = {
  /** Transfers the server accepted (each must be in the ledger exactly once). */
  transfers: { player: LoadPlayer; from: string; to: string; amount: bigint; requestId: string }[];
  /** Transfers it refused for want of funds (none may be in the ledger). */
  refusedTransfers: { player: LoadPlayer; requestId: string }[];
  deposits: string[];
  withdrawals: string[];
  counts: Record<string, number>;
  /** Every broken promise seen: a resend answered differently, a conflict not refused, an unexpected status. */
  problems: string[];
};

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const between = (low: number, high: number) => BigInt(low + Math.floor(Math.random() * (high - low + 1)));

/** Sends until the server gives an answer of its own: network errors and 5xx (a restarting server) are sent again, unchanged. */
export async function untilAnswered(
  send: () => Promise<Reply>,
  onResend: () => void = () => undefined,
  patienceMs = 90_000,
): Promise<Reply> {
  const deadline = Date.now() + patienceMs;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) onResend();
    try {
      const reply = await send();
      if (reply.status < 500) return reply;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error('the server gave no answer in time');
    await sleep(50 + Math.random() * 100);
  }
}

const valueOf = (reply: Reply) => reply.body.value as Record<string, Record<string, string> & string>;
const sameResult = (kind: Kind, first: Reply, again: Reply): boolean => {
  if (again.status !== 200) return false;
  const [a, b] = [valueOf(first), valueOf(again)];
  if (kind === 'transfer') return a.transactionId === b.transactionId && (b.replayed as unknown) === true;
  if (kind === 'deposit') return a.deposit?.id === b.deposit?.id;
  return a.withdrawal?.id === b.withdrawal?.id;
};

export async function runMoneyLoad(
  world: LoadWorld,
  options: { workers: number; steps: number; onStep?: (done: number) => void },
): Promise<LoadLog> {
  const { client } = world;
  const log: LoadLog = { transfers: [], refusedTransfers: [], deposits: [], withdrawals: [], counts: {}, problems: [] };
  const sent: Sent[] = [];
  const pending: string[] = [];
  const count = (name: string) => (log.counts[name] = (log.counts[name] ?? 0) + 1);
  let done = 0;
  const problem = (text: string) => log.problems.length < 50 && log.problems.push(text);

  const resent = () => count('resent after no answer');
  const send = (item: Pick<Sent, 'kind' | 'player' | 'path' | 'body'>) =>
    untilAnswered(
      () =>
        item.kind === 'withdraw'
          ? client.sealed(item.path, item.body, item.player.token)
          : client.json('POST', item.path, item.body, item.player.token),
      resent,
    );

  async function transfer(player: LoadPlayer) {
    const vendor = pick(world.vendors);
    const [from, to] = Math.random() < 0.6 ? ['main', vendor] : [vendor, 'main'];
    const body = { requestId: randomUUID(), from, to, amount: between(1, 8_000).toString() };
    const first = await send({ kind: 'transfer', player, path: API.walletTransfer, body });
    if (first.status === 200) {
      sent.push({ kind: 'transfer', player, path: API.walletTransfer, body, first });
      log.transfers.push({ player, from, to, amount: BigInt(body.amount), requestId: body.requestId });
      count('transfer');
    } else if (first.body.errorCode === 'wallet.insufficient') {
      log.refusedTransfers.push({ player, requestId: body.requestId });
      count('transfer refused');
    } else problem(`transfer answered ${first.status} ${JSON.stringify(first.body)}`);
  }

  async function deposit(player: LoadPlayer) {
    const body = { requestId: randomUUID(), methodId: 'e-wallet', amount: between(5_000, 40_000).toString() };
    const first = await send({ kind: 'deposit', player, path: API.depositGateway, body });
    if (first.status !== 200) return problem(`deposit answered ${first.status} ${JSON.stringify(first.body)}`);
    sent.push({ kind: 'deposit', player, path: API.depositGateway, body, first });
    const orderId = valueOf(first).deposit?.id ?? '';
    log.deposits.push(orderId);
    const status = Math.random() < 0.05 ? 'failed' : 'paid';
    const event = JSON.stringify({
      eventId: `evt_${randomBytes(10).toString('hex')}`,
      orderId,
      gatewayReference: 'LOAD',
      amount: body.amount,
      currency: 'PHP',
      status,
    });
    const deliver = async () =>
      untilAnswered(
        async () =>
          client.raw(paymentCallbackPath('sandbox'), event, {
            'content-type': 'application/json',
            [PAYMENT_SIGNATURE_HEADER]: await world.sign(event),
          }),
        resent,
      );
    const answer = await deliver();
    // 409 here: an earlier delivery of this very event did land before the connection broke
    if (answer.status !== 200 && answer.body.errorCode !== 'callback.replayed')
      problem(`callback answered ${answer.status} ${JSON.stringify(answer.body)}`);
    if (Math.random() < 0.1) {
      const replay = await deliver();
      if (replay.status !== 409) problem(`a replayed callback answered ${replay.status}`);
      count('callback replay');
    }
    count(`deposit ${status}`);
  }

  async function withdraw(player: LoadPlayer) {
    const body = {
      requestId: randomUUID(),
      amount: between(10_000, 30_000).toString(),
      bankCardId: player.cardId,
      paymentPassword: world.paymentPassword,
    };
    const first = await send({ kind: 'withdraw', player, path: API.withdraw, body });
    if (first.status === 200) {
      sent.push({ kind: 'withdraw', player, path: API.withdraw, body, first });
      const id = valueOf(first).withdrawal?.id ?? '';
      log.withdrawals.push(id);
      pending.push(id);
      count('withdraw');
    } else if (first.body.errorCode === 'wallet.insufficient') count('withdraw refused');
    else problem(`withdraw answered ${first.status} ${JSON.stringify(first.body)}`);
  }

  async function decide() {
    const id = pending.splice(Math.floor(Math.random() * pending.length), 1)[0];
    if (!id) return;
    const approve = Math.random() < 0.6;
    const path = approve ? OPS_API.withdrawalApprove(id) : OPS_API.withdrawalReject(id);
    const reply = await untilAnswered(
      () => client.json('POST', path, approve ? {} : { reason: 'Load test rejection' }, world.operatorToken),
      resent,
    );
    if (reply.status === 200 || reply.body.errorCode === 'order.not.pending') count(approve ? 'approve' : 'reject');
    else problem(`decision answered ${reply.status} ${JSON.stringify(reply.body)}`);
  }

  async function resend(conflicting: boolean) {
    const earlier = pick(sent);
    const body = conflicting
      ? { ...earlier.body, amount: (BigInt(earlier.body.amount ?? '0') + 1n).toString() }
      : earlier.body;
    const again = await send({ ...earlier, body });
    if (conflicting) {
      count('conflicting resend');
      if (again.status !== 409 || again.body.errorCode !== 'ledger.idempotency.conflict')
        problem(`conflicting ${earlier.kind} answered ${again.status} ${JSON.stringify(again.body)}`);
    } else {
      count('exact resend');
      if (!sameResult(earlier.kind, earlier.first, again))
        problem(`resent ${earlier.kind} answered ${again.status} ${JSON.stringify(again.body)}`);
    }
  }

  async function worker(): Promise<void> {
    for (let step = 0; step < options.steps; step += 1) {
      const roll = Math.random();
      const player = pick(world.players);
      if (sent.length > 0 && roll < 0.05) await resend(false);
      else if (sent.length > 0 && roll < 0.06) await resend(true);
      else if (roll < 0.62) await transfer(player);
      else if (roll < 0.8) await deposit(player);
      else if (roll < 0.9) await withdraw(player);
      else await decide();
      options.onStep?.((done += 1));
    }
  }

  await Promise.all(Array.from({ length: options.workers }, () => worker()));
  return log;
}
