import { MEMBER_TYPE } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import type { OperatorContext } from '../operators';
import type { AuthContext } from '../sessions';
import type { SocketDoor } from './socket-connection';
import type { SocketHub } from './socket-hub';

/**
 * Who may open a chat socket: a member's live session (SPEC 6: not a trial account; CBS3 on) joins as that player;
 * a live operator session of support or an admin joins the desk. The same rules as the HTTP calls.
 */
export function socketDoors(app: FastifyInstance, hub: SocketHub, enabled: boolean) {
  const sessions = app.sessions.service;
  const player: SocketDoor<AuthContext> = {
    async admit(token) {
      const auth = await sessions.authenticate(token);
      if (!enabled || auth.kind === 'trial' || auth.memberType === MEMBER_TYPE.TRIAL) return { refused: 'refused' };
      return { who: auth };
    },
    stillLive: (auth) => sessions.isLive(auth.tokenHash),
    join: (auth, client) => hub.joinPlayer(auth.accountId, client),
  };
  const operator: SocketDoor<OperatorContext> = {
    async admit(token, ip) {
      const who = await app.operators.authenticate(token, ip);
      return who.role === 'cashier' ? { refused: 'refused' } : { who };
    },
    stillLive: (who) => app.operators.isLive(who.tokenHash),
    join: (_who, client) => hub.joinOperator(client),
  };
  return { player, operator };
}
