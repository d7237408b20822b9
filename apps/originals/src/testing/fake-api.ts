import { vi } from 'vitest';
import type {
  OriginalsState,
  PlayRound,
  PlayRoundRequest,
  Recomputation,
  RecomputeRequest,
  RotateSeeds,
  RoundHistory,
  VerifyRound,
} from '@palaro/contract/originals';
import type { OriginalsApi } from '../shared/api/originals-api';

export const LAUNCH_TOKEN = 'launch-token-0123456789abcdef';
export const SESSION_TOKEN = 'session-token-0123456789abcdef';

/** The game API in memory: a session for `state`, rounds answered from `plays` in turn; other answers are set per test. */
export function fakeApi(state: OriginalsState, plays: (PlayRound | Error)[] = []) {
  const queue = [...plays];
  const api = {
    openSession: vi.fn(async () => ({ ...state, sessionToken: SESSION_TOKEN, expiresAt: Date.now() + 3_600_000 })),
    state: vi.fn(async () => state),
    play: vi.fn(async (_token: string, _request: PlayRoundRequest): Promise<PlayRound> => {
      const next = queue.shift();
      if (!next) throw new Error('no round queued');
      if (next instanceof Error) throw next;
      return next;
    }),
    history: vi.fn(async (_token: string, _pageNo: number, _pageSize: number): Promise<RoundHistory> => ({
      list: [],
      pageNum: 1,
      totalPages: 1,
      total: 0,
    })),
    verifyRound: vi.fn(async (_token: string, _roundId: string): Promise<VerifyRound> => {
      throw new Error('verifyRound not set');
    }),
    revealedSeeds: vi.fn(async () => []),
    rotateSeeds: vi.fn(async (_token: string, _clientSeed?: string): Promise<RotateSeeds> => {
      throw new Error('rotateSeeds not set');
    }),
    recompute: vi.fn(async (_request: RecomputeRequest): Promise<Recomputation> => {
      throw new Error('recompute not set');
    }),
  } satisfies OriginalsApi;
  return api;
}

/** Opens a game page as the lobby's frame would: its launch URL with a fresh token and the language. */
export function atLaunchUrl(gameCode: string, language = 'EN', token: string | null = LAUNCH_TOKEN): void {
  const query = new URLSearchParams({ ...(token ? { token } : {}), language });
  window.history.replaceState(null, '', `/originals/play/${gameCode}?${query.toString()}`);
}
