import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maintenance } from '../http/api-error';
import { isApiPath } from '../http/envelope';

function isStatusCall(url: string): boolean {
  return url === API.systemStatus || url.startsWith(`${API.systemStatus}?`);
}

/** In maintenance every API call but the status call answers 503, so clients learn why from the status. */
export const maintenanceGate = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    if (!options.enabled) return;
    app.addHook('onRequest', async (request) => {
      if (isApiPath(request.url) && !isStatusCall(request.url)) throw maintenance();
    });
  },
  { name: 'maintenance-gate' },
);
