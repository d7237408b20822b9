import { CHAT_SOCKET_PATHS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { OperatorContext } from '../operators';
import type { AuthContext } from '../sessions';
import { serveChatSocket, type SocketDoor, type SocketTimings } from './socket-connection';

type Options = { player: SocketDoor<AuthContext>; operator: SocketDoor<OperatorContext>; timings: SocketTimings };

/**
 * The chat sockets of players and of the desk. The upgrade carries no credentials (a browser cannot add headers to
 * it, and addresses are logged): the first frame does, so these routes check no caller in onRequest.
 */
export async function chatSocketRoutes(app: FastifyInstance, { player, operator, timings }: Options) {
  socketRoute(app, CHAT_SOCKET_PATHS.player, player, timings);
  socketRoute(app, CHAT_SOCKET_PATHS.operator, operator, timings);
}

function socketRoute<T>(app: FastifyInstance, url: string, door: SocketDoor<T>, timings: SocketTimings) {
  app.route({
    method: 'GET',
    url,
    // a plain GET of a socket's address: it is no page or call
    handler: async () => {
      throw new ApiError(426, 'request.invalid', 'Open this address as a WebSocket');
    },
    wsHandler: (socket, request) => serveChatSocket(socket, door, timings, request),
  });
}
