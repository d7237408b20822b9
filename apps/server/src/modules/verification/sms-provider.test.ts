import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/api-client';
import { captureLogs } from '../../testing/log-capture';
import { localSmsGateway, type GatewayRequest } from '../../testing/local-sms-gateway';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
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
  it('by default keep the message in DATA_DIR/sms-outbox.log and log only a masked number and where to read it', async () => {
    const logs = captureLogs();
    const dataDir = makeTempDir('sms-outbox');
    const app = await buildTestApp({ ...database.connection(), dataDir, logLevel: 'info', logStream: logs.stream });
    expect((await send(app, '09301234501')).statusCode).toBe(200);
    const outbox = join(dataDir, 'sms-outbox.log');
    const [entry, ...more] = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ to: '+639301234501', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) });
    expect(entry?.text).toContain(entry?.code);
    expect(statSync(outbox).mode & 0o777).toBe(0o600);
    const line = logs.lines().find((logged) => logged.msg === 'sms code kept in the outbox (demo provider, not sent)');
    expect(line).toMatchObject({ sms: { id: entry?.id, to: '+63 930****501', purpose: 'register' }, outbox });
    expect(logs.lines().filter((logged) => JSON.stringify(logged).includes(String(entry?.code)))).toEqual([]);
    await app.close();
    removeTempDirs();
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

  it('log a failed gateway send without the code or the credential, even when the gateway echoes them', async () => {
    const logs = captureLogs();
    const local = await localSmsGateway();
    const sms = { provider: 'webhook', url: local.url, tokenEnv: 'PALARO_TEST_SMS_TOKEN', timeoutMs: 2000 };
    const app = await buildTestApp({
      ...database.connection(),
      merchant: { sms },
      logLevel: 'trace',
      logStream: logs.stream,
    });
    // a gateway that echoes the whole request in its error answer
    const echo = (request: GatewayRequest) => JSON.stringify({ error: 'rejected', request });
    local.answers.push({ status: 500, body: echo }, { status: 500, body: echo });
    const failed = await send(app, '09301234504');
    expect(failed.json()).toMatchObject({ errorCode: 'sms.send.failed' });
    const [first, second] = local.received;
    const code = String(first?.body.code);
    expect(code).toMatch(/^\d{6}$/);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    const error = logs.lines().find((line) => line.msg === 'sms provider failed');
    expect(error).toMatchObject({
      err: { message: 'SMS gateway answered 500 (2 attempts)' },
      sms: { to: '+63 930****504', purpose: 'register' },
    });
    for (const line of logs.lines().map((logged) => JSON.stringify(logged))) {
      expect(line).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(line).not.toContain('gateway-secret');
    }
    await app.close();
    await local.close();
  });
});
