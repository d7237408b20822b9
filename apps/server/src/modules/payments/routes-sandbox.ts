import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import {
  formatMinorUnits,
  minorDigitsOf,
  PAYMENT_SIGNATURE_HEADER,
  paymentCallbackPath,
  SANDBOX_PAY_PATH,
} from '@palaro/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../../security/clock';
import { depositsRepository } from './repository';
import type { SandboxGateway } from './sandbox-gateway';
import { sandboxEndedPage, sandboxPaymentPage } from './sandbox-page';

type Options = { sandbox: SandboxGateway; clock: Clock };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The sandbox gateway's side: its hosted page, and on "pay" or "decline" the signed webhook it delivers to the
 * platform's callback route (over the server's own HTTP handling), then back to the deposit screen.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<Options> = async (app, { sandbox, clock }) => {
  await app.register(formBody);
  const deposits = depositsRepository(app.db);
  const { merchant } = app.config;

  const payable = async (token: string) => {
    const row = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await deposits.byPayToken(token) : undefined;
    if (!row || row.gateway !== 'sandbox') return { problem: 'This payment does not exist.' } as const;
    if (row.status !== 'pending') return { problem: `This payment has ended (${row.status}).` } as const;
    if ((row.pay_expires_at?.getTime() ?? 0) < clock()) return { problem: 'This payment page has expired.' } as const;
    return { row } as const;
  };

  // the gateway's page is the player's own browser: counted under the per-IP API limit like the calls
  const counted = { config: { playerApiLimit: true } } as const;

  app.get<{ Params: { token: string } }>(`${SANDBOX_PAY_PATH}/:token`, counted, async (request, reply) => {
    const found = await payable(request.params.token);
    if (!found.row) return html(reply, 404, sandboxEndedPage(found.problem));
    const { row } = found;
    return html(
      reply,
      200,
      sandboxPaymentPage({
        merchantName: merchant.name,
        methodName: row.method_name,
        amount: `${merchant.currencySymbol}${formatMinorUnits(row.amount, minorDigitsOf(row.currency))}`,
        orderId: row.id.toString(),
        expiresAt: row.pay_expires_at ?? new Date(clock()),
        action: `${SANDBOX_PAY_PATH}/${request.params.token}`,
      }),
    );
  });

  app.post<{ Params: { token: string }; Body: { decision?: string } }>(
    `${SANDBOX_PAY_PATH}/:token`,
    counted,
    async (request, reply) => {
      const found = await payable(request.params.token);
      if (!found.row) return html(reply, 404, sandboxEndedPage(found.problem));
      const { row } = found;
      const paid = request.body?.decision === 'pay';
      const rawBody = JSON.stringify({
        eventId: `sbx_evt_${randomBytes(12).toString('hex')}`,
        orderId: row.id.toString(),
        gatewayReference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
        amount: row.amount.toString(),
        currency: row.currency,
        status: paid ? 'paid' : 'failed',
      });
      const delivered = await app.inject({
        method: 'POST',
        url: paymentCallbackPath('sandbox'),
        headers: {
          'content-type': 'application/json',
          [PAYMENT_SIGNATURE_HEADER]: await sandbox.sign(rawBody, clock()),
        },
        payload: rawBody,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook refused');
        return html(
          reply,
          502,
          sandboxEndedPage('The merchant did not accept the payment confirmation. Please try again.'),
        );
      }
      return reply.redirect(`/m/voucherCenter?deposit=${row.id}&result=${paid ? 'paid' : 'declined'}`, 303);
    },
  );
};
