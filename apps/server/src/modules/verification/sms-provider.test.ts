import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/api-client';
import { captureLogs } from '../../testing/log-capture';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const received: { authorization: string | undefined; body: Record<string, string> }[] = [];
let gatewayStatus = 200;
let gateway: Server;
let gatewayUrl: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  gateway = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) as Record<string, string> });
      response.writeHead(gatewayStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  process.env.PALARO_TEST_SMS_TOKEN = 'gateway-secret';
});
afterAll(async () => {
  delete process.env.PALARO_TEST_SMS_TOKEN;
  await new Promise((resolve) => gateway.close(resolve));
});

const send = (app: FastifyInstance, mobileNum: string) =>
  call(app, 'POST', API.smsRegister, { countryDialingCode: '63', mobileNum }, { ip: `10.4.0.${mobileNum.slice(-2)}` });

describe('SMS providers', () => {
  it('by default write the code to the server log', async () => {
    const logs = captureLogs();
    const app = await buildTestApp({ ...database.connection(), logLevel: 'info', logStream: logs.stream });
    expect((await send(app, '09301234501')).statusCode).toBe(200);
    const line = logs.lines().find((entry) => entry.msg === 'sms code (log provider)');
    expect(line).toMatchObject({ sms: { to: '+639301234501', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) } });
    await app.close();
  });

  it('can POST to an SMS gateway webhook with a bearer token from the environment', async () => {
    const sms = { provider: 'webhook', url: gatewayUrl, tokenEnv: 'PALARO_TEST_SMS_TOKEN' };
    const app = await buildTestApp({ ...database.connection(), merchant: { sms } });
    expect((await send(app, '09301234502')).statusCode).toBe(200);
    expect(received.at(-1)).toMatchObject({
      authorization: 'Bearer gateway-secret',
      body: { to: '+639301234502', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) },
    });
    gatewayStatus = 500;
    const failed = await send(app, '09301234503');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ errorCode: 'sms.send.failed' });
    gatewayStatus = 200;
    await app.close();
  });
});
