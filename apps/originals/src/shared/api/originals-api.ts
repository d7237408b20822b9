import type {
  OpenSession,
  OriginalsState,
  PlayRound,
  PlayRoundRequest,
  Recomputation,
  RecomputeRequest,
  RevealedSeeds,
  RotateSeeds,
  RoundHistory,
  VerifyRound,
} from '@palaro/contract/originals';
import { ORIGINALS_PATHS, roundVerifyPath } from '@palaro/contract/originals-paths';
import type { Http } from './http';

/** Every call of the game API (ORIGINALS_PATHS); the game session token goes in Authorization. */
export type OriginalsApi = {
  openSession(launchToken: string): Promise<OpenSession>;
  state(token: string): Promise<OriginalsState>;
  play(token: string, request: PlayRoundRequest): Promise<PlayRound>;
  history(token: string, pageNo: number, pageSize: number): Promise<RoundHistory>;
  verifyRound(token: string, roundId: string): Promise<VerifyRound>;
  revealedSeeds(token: string): Promise<RevealedSeeds[]>;
  rotateSeeds(token: string, clientSeed?: string): Promise<RotateSeeds>;
  recompute(request: RecomputeRequest): Promise<Recomputation>;
};

export function originalsApi(http: Http): OriginalsApi {
  return {
    openSession: (launchToken) => http<OpenSession>('POST', ORIGINALS_PATHS.session, { body: { launchToken } }),
    state: (token) => http<OriginalsState>('GET', ORIGINALS_PATHS.state, { token }),
    play: (token, request) => http<PlayRound>('POST', ORIGINALS_PATHS.rounds, { token, body: request }),
    history: (token, pageNo, pageSize) =>
      http<RoundHistory>('GET', `${ORIGINALS_PATHS.rounds}?pageNo=${pageNo}&pageSize=${pageSize}`, { token }),
    verifyRound: (token, roundId) => http<VerifyRound>('GET', roundVerifyPath(roundId), { token }),
    revealedSeeds: async (token) =>
      (await http<{ list: RevealedSeeds[] }>('GET', ORIGINALS_PATHS.seeds, { token })).list,
    rotateSeeds: (token, clientSeed) =>
      http<RotateSeeds>('POST', ORIGINALS_PATHS.rotateSeeds, {
        token,
        body: clientSeed === undefined ? {} : { clientSeed },
      }),
    recompute: (request) => http<Recomputation>('POST', ORIGINALS_PATHS.recompute, { body: request }),
  };
}
