import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLogs } from '../testing/log-capture';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { ok } from './envelope';
import { ApiError, notLoggedIn, permissionDenied } from './api-error';

const database = useTestDatabase();
const logs = captureLogs();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), logLevel: 'info', logStream: logs.stream });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/wps/test/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  api.get('/wps/test/login', async () => {
    throw notLoggedIn();
  });
  api.get('/wps/test/forbidden', async () => {
    throw permissionDenied();
  });
  api.get('/wps/test/teapot', async () => {
    throw new ApiError(400, 'member.name.taken', 'Sorry, the username already exists');
  });
  api.post(
    '/wps/test/echo',
    { schema: { body: z.object({ username: z.string().min(4), age: z.number().int() }) } },
    async (request) => ok(request.body),
  );
  api.get(
    '/wps/test/leaky',
    { schema: { response: { 200: z.object({ success: z.literal(true), value: z.object({ id: z.number() }) }) } } },
    async () => ({ success: true as const, value: { id: 7, passwordHash: 'argon2id$...' } }),
  );
  api.get(
    '/wps/test/wrong-shape',
    { schema: { response: { 200: z.object({ success: z.literal(true), value: z.object({ id: z.number() }) }) } } },
    async () =>
      ({ success: true as const, value: { id: 'seven' } }) as unknown as { success: true; value: { id: number } },
  );
});
afterAll(() => app.close());

describe('envelope and error handling', () => {
  it('answers 5xx with "Unknown error" and keeps the details in the log only', async () => {
    const response = await app.inject({ url: '/wps/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errorCode: 'unknown', message: 'Unknown error' });
    expect(response.body).not.toMatch(/hunter2|stack|at .*\.ts/);
    const logged = logs.lines().find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('hunter2');
    expect(logged?.reqId).toBe(response.headers['x-request-id']);
  });

  it('maps session, permission and rule errors to their envelope', async () => {
    const login = await app.inject({ url: '/wps/test/login' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      errorCode: 'login.not.session',
      message: 'You are not logged in, please login first',
    });
    const forbidden = await app.inject({ url: '/wps/test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    const rule = await app.inject({ url: '/wps/test/teapot' });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toEqual({
      success: false,
      errorCode: 'member.name.taken',
      message: 'Sorry, the username already exists',
    });
  });

  it('answers invalid input with 400 request.invalid naming each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { username: 'ab', age: 1.5 } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errorCode: string; fields: Record<string, string> }>();
    expect(body.errorCode).toBe('request.invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['age', 'username']);
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errorCode: 'request.invalid', message: 'Invalid request' });
  });

  it('answers a malformed URL with the envelope too', async () => {
    const response = await app.inject({ url: '/wps/system/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errorCode: 'request.invalid', message: 'Invalid request' });
  });

  it('wraps success values and drops fields the response schema does not name', async () => {
    const response = await app.inject({ url: '/wps/test/leaky' });
    expect(response.json()).toEqual({ success: true, value: { id: 7 } });
  });

  it('treats a response that breaks its schema as a server error', async () => {
    const response = await app.inject({ url: '/wps/test/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errorCode: 'unknown', message: 'Unknown error' });
  });

  it('gives every response a request id, keeping a sane one from upstream', async () => {
    const fresh = await app.inject({ url: '/wps/test/login' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const upstream = await app.inject({ url: '/wps/test/login', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(upstream.headers['x-request-id']).toBe('edge-1234abcd');
    const hostile = await app.inject({ url: '/wps/test/login', headers: { 'x-request-id': 'a"\n{evil}' } });
    expect(hostile.headers['x-request-id']).not.toContain('evil');
  });
});
