import { randomBytes } from 'node:crypto';
import type { WalletSession } from '@palaro/contract';
import type { GameKind } from './maths/outcomes';

export type SimSession = {
  /** The bearer secret: travels only in the game's HttpOnly cookie. */
  id: string;
  /** Names the game's address (and its cookie's path); worthless without the cookie. */
  handle: string;
  wallet: WalletSession;
  kind: GameKind;
  /** Free play: the demo balance the simulator keeps itself (minor units). */
  funBalance: bigint;
  /** Smallest stake of the game (minor units). */
  minBet: bigint;
  lastUsed: number;
};

/** A session left alone this long is forgotten; its cookie lives as long after each use. */
export const SIM_SESSION_IDLE_MS = 2 * 60 * 60_000;
const MAX_SESSIONS = 50_000;

/** The simulator's own sessions (what its game pages hold); the operator's game session id stays on the server side. */
export function createSimSessions(now: () => number = Date.now) {
  const sessions = new Map<string, SimSession>();
  const sweep = () => {
    for (const [id, session] of sessions) if (now() - session.lastUsed > SIM_SESSION_IDLE_MS) sessions.delete(id);
  };
  return {
    open(wallet: WalletSession, kind: GameKind, minBet: bigint): SimSession {
      if (sessions.size >= MAX_SESSIONS) sweep();
      const session = {
        id: randomBytes(18).toString('base64url'),
        handle: randomBytes(12).toString('base64url'),
        wallet,
        kind,
        funBalance: BigInt(wallet.balance),
        minBet,
        lastUsed: now(),
      };
      sessions.set(session.id, session);
      return session;
    },
    get(id: string): SimSession | undefined {
      const session = sessions.get(id);
      if (session) session.lastUsed = now();
      return session;
    },
    close(id: string): void {
      sessions.delete(id);
    },
  };
}

export type SimSessions = ReturnType<typeof createSimSessions>;
