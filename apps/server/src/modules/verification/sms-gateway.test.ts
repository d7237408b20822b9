import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSmsGateway, type LocalSmsGateway } from '../../testing/local-sms-gateway';
import { httpGatewaySmsProvider, SmsGatewayError } from './sms-gateway';
import type { SmsMessage } from './sms-provider';

const SECRET = 'gateway-secret-4711';
let gateway: LocalSmsGateway;

beforeAll(async () => {
  gateway = await localSmsGateway();
});
afterAll(() => gateway.close());

const message = (id: string): SmsMessage => ({
  id,
  to: '+639301234567',
  code: '482913',
  purpose: 'register',
  text: 'Your Palaro verification code is 482913. It expires in 5 minutes.',
});
const provider = (options: Partial<Parameters<typeof httpGatewaySmsProvider>[0]> = {}) =>
  httpGatewaySmsProvider({
    url: gateway.url,
    credential: SECRET,
    authHeader: 'Authorization',
    authScheme: 'Bearer',
    timeoutMs: 8000,
    ...options,
  });

/** The failure of a send, checked to carry neither the code nor the credential. */
async function failureOf(send: Promise<void>): Promise<SmsGatewayError> {
  const error = await send.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SmsGatewayError);
  const text = JSON.stringify({
    message: (error as Error).message,
    stack: (error as Error).stack,
    ...(error as object),
  });
  expect(text).not.toContain('482913');
  expect(text).not.toContain(SECRET);
  expect((error as Error).cause).toBeUndefined();
  return error as SmsGatewayError;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('HTTP SMS gateway adapter', () => {
  it('POSTs the message as JSON with the credential header and the message id as idempotency key', async () => {
    await provider().send(message('msg-1'));
    expect(gateway.received.at(-1)).toEqual({
      headers: expect.objectContaining({
        authorization: `Bearer ${SECRET}`,
        'idempotency-key': 'msg-1',
        'content-type': 'application/json',
      }),
      body: { id: 'msg-1', to: '+639301234567', purpose: 'register', code: '482913', text: message('msg-1').text },
    });
  });

  it('sends the bare credential in a header of the gateway’s choosing', async () => {
    await provider({ authHeader: 'X-Api-Key', authScheme: '' }).send(message('msg-2'));
    const headers = gateway.received.at(-1)?.headers;
    expect(headers?.['x-api-key']).toBe(SECRET);
    expect(headers?.authorization).toBeUndefined();
  });

  it('retries a 5xx or 429 answer once with the same idempotency key', async () => {
    const before = gateway.received.length;
    gateway.answers.push({ status: 503 });
    await provider().send(message('msg-3'));
    expect(gateway.received.slice(before).map((request) => request.headers['idempotency-key'])).toEqual([
      'msg-3',
      'msg-3',
    ]);

    gateway.answers.push({ status: 429 }, { status: 502, body: '{"error":"482913 not sent"}' });
    const error = await failureOf(provider().send(message('msg-4')));
    expect(error.message).toBe('SMS gateway answered 502 (2 attempts)');
  });

  it('does not retry an answer that says the request itself is wrong, and never echoes the gateway body', async () => {
    const before = gateway.received.length;
    gateway.answers.push({ status: 401, body: `{"error":"bad token ${SECRET} for 'Your code is 482913'"}` });
    const error = await failureOf(provider().send(message('msg-5')));
    expect(error.message).toBe('SMS gateway answered 401 (1 attempt)');
    expect(gateway.received.length).toBe(before + 1);
  });

  it('gives up when the gateway does not answer within the timeout, without a retry', async () => {
    const before = gateway.received.length;
    gateway.answers.push('hang');
    const started = Date.now();
    const error = await failureOf(provider({ timeoutMs: 1000 }).send(message('msg-6')));
    expect(error.message).toBe('SMS gateway did not answer within 1000 ms (1 attempt)');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(gateway.received.length).toBe(before + 1);
  });

  it('retries once when the gateway cannot be reached and names the network error only', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/send`;
    const error = await failureOf(provider({ url }).send(message('msg-7')));
    expect(error.message).toBe('SMS gateway unreachable: ECONNREFUSED (2 attempts)');
  });
});
