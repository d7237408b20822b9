import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoBalance } from './seed-demo-balance';

/** Credits the demo player's opening balance through the ledger module (outside production only, like every demo person). */
export const demoBalance = fp(
  async (app: FastifyInstance) => {
    const { merchantCode: code, currency } = app.config.merchant;
    if (await seedDemoBalance(app.db, app.ledger.service, { code, currency }))
      app.log.info({ merchant: code }, 'demo balance credited');
  },
  { name: 'demo-balance', dependencies: ['ledger'] },
);
