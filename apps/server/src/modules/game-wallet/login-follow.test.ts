import {
  API,
  ORIGINALS_PATHS,
  PROVIDER_WALLET_PATHS as PATHS,
  SESSION_LIMITS,
  walletBalanceSchema,
  type WalletSession,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { mainBalance, newPlayer, PLAYER_PASSWORD, type TestPlayer } from '../../testing/money-fixtures';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from '../originals-server/originals-test-kit';
import { verifyLedger } from '../ledger/verify';
import { walletKit } from './wallet-test-kit';

const database = useOriginalsDatabase();
const clock = manualClock();
let app: FastifyInstance;
let kit: ReturnType<typeof walletKit>;
let originals: ReturnType<typeof originalsKit>;
let slotNode: number;

beforeAll(async () => {
  app = await originalsTestApp(database.db(), { clock: clock.now });
  kit = walletKit(app, clock.now);
  originals = originalsKit(app);
  slotNode = await kit.nodeOf('gameType=RNG&vassalage=LUMEN');
});
afterAll(() => app.close());

const player = () => newPlayer(app, { funds: 100_000n, now: clock.now() });
const bet = (session: WalletSession, roundId = kit.id('r')) =>
  kit.signed(PATHS.bet, { sessionId: session.sessionId, transactionId: kit.id('b'), roundId, amount: '100' });
const betCode = async (session: WalletSession) => kit.errorCode(await bet(session));
const logout = (who: TestPlayer) => call(app, 'DELETE', API.logout, undefined, { token: who.token });

describe('a game session follows the login session that launched it', () => {
  it('stops betting at logout, while a round begun before still gets its win', async () => {
    const who = await player();
    const game = await kit.session(who.token, slotNode);
    const roundId = kit.id('r');
    expect((await bet(game, roundId)).statusCode).toBe(200);
    expect((await logout(who)).statusCode).toBe(200);
    expect(await betCode(game)).toBe('wallet.session.ended');
    expect(kit.errorCode(await kit.signed(PATHS.balance, { sessionId: game.sessionId }))).toBe('wallet.session.ended');
    const win = await kit.signed(PATHS.win, {
      sessionId: game.sessionId,
      transactionId: kit.id('w'),
      roundId,
      amount: '250',
      endRound: true,
    });
    expect(walletBalanceSchema.parse(valueOf(win)).round).toBe('closed');
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('gives no game session for a launch token once its login session has ended', async () => {
    const who = await player();
    const { launchToken } = await kit.launch(who.token, slotNode);
    await logout(who);
    expect(kit.errorCode(await kit.signed(PATHS.session, { launchToken }))).toBe('wallet.token.invalid');
  });

  it('stops games launched before a password change, even from the session that changed it', async () => {
    const who = await player();
    const before = await kit.session(who.token, slotNode);
    clock.advance(1000);
    const changed = await sealed(
      app,
      'POST',
      API.passwordChange,
      { oldPassword: PLAYER_PASSWORD, newPassword: 'Another-Pass-2025', confirmNewPassword: 'Another-Pass-2025' },
      { token: who.token, now: clock.now() },
    );
    expect(changed.statusCode).toBe(200);
    expect(await betCode(before)).toBe('wallet.session.ended');
    clock.advance(1000);
    // the caller's own login session lives on, and a game launched now plays
    const after = await kit.session(who.token, slotNode);
    expect((await bet(after)).statusCode).toBe(200);
  });

  it('stops when the account is disabled and when the login session expires; playing keeps it alive', async () => {
    const disabled = await player();
    const game = await kit.session(disabled.token, slotNode);
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE id = $1", [disabled.id]);
    expect(await betCode(game)).toBe('wallet.session.ended');

    const idle = await player();
    const playing = await kit.session(idle.token, slotNode);
    // bets count as use of the login session: 40 minutes of play, a bet every 10, outlast the 30-minute idle expiry
    for (let minute = 0; minute < 40; minute += 10) {
      clock.advance(10 * 60_000);
      expect((await bet(playing)).statusCode).toBe(200);
    }
    clock.advance(SESSION_LIMITS.idleMs + 1000);
    expect(await betCode(playing)).toBe('wallet.session.ended');
    // once ended the game session stays ended
    expect(await betCode(playing)).toBe('wallet.session.ended');
  });

  it('ends an Originals session with the login: no real-money round after logout, and never a session longer than the login', async () => {
    const who = await player();
    const opened = await originals.open(who.token, 'color-game');
    expect(opened.expiresAt).toBeLessThanOrEqual(clock.now() + SESSION_LIMITS.absoluteMs);
    const play = () =>
      originals.api('POST', ORIGINALS_PATHS.rounds, opened.sessionToken, {
        requestId: originals.requestId(),
        bet: { stakes: { blue: '100' } },
      });
    expect((await play()).statusCode).toBe(200);
    await logout(who);
    const balance = await mainBalance(app, who.id);
    const after = await play();
    expect(originals.errorCode(after)).toBe('wallet.session.ended');
    expect(await mainBalance(app, who.id)).toBe(balance);
  });
});
