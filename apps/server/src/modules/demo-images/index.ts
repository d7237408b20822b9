import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { demoImageRoutes } from './routes-files';

/**
 * The demo artwork (logos, banners, game icons of the demo catalogue), drawn by the server itself. It reads the demo
 * catalogue of db/seed: the one module allowed to (docs/architecture.md section 4).
 */
export const demoImagesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(demoImageRoutes);
  },
  { name: 'demo-images', dependencies: ['database'] },
);
