import * as v from 'valibot';
import * as z from 'zod/mini';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { act } from '@testing-library/react';
import { makeSession } from '../../testing/fixtures';
import { sendJson, startTestServer, type Handler } from '../../testing/test-server';
import { apiGet, apiPost, buildHeaders } from './api-client';
import { ApiError } from './api-error';
import { EARLY_CALLS_GLOBAL } from './early-calls';
import { changeLanguage, initI18n } from './i18n/i18n';
import { setApiBaseUrl, setMerchantCode } from './request-context';
import { onSessionExpired } from './session-expired';
import { useSessionStore } from './session/session-store';
import { writeStoredSession } from './session/session-storage';

const valueSchema = z.object({ balance: z.number() });
let server: Awaited<ReturnType<typeof startTestServer>>;
let handler: Handler = (_, response) => sendJson(response, 200, { success: true, value: { balance: 5, extra: true } });

beforeAll(async () => {
  server = await startTestServer((request, response) => handler(request, response));
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  setMerchantCode(undefined);
  useSessionStore.setState({ session: null });
  handler = (_, response) => sendJson(response, 200, { success: true, value: { balance: 5, extra: true } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('unwraps the envelope and validates the value, dropping unknown fields', async () => {
    await expect(apiGet('/wps/wallets/gcs', valueSchema, { page: 1, empty: undefined })).resolves.toEqual({
      balance: 5,
    });
    expect(server.requests[0]?.url).toBe('/wps/wallets/gcs?page=1');
  });

  it('turns a failure envelope into an ApiError with code, message and status', async () => {
    handler = (_, response) =>
      sendJson(response, 400, {
        success: false,
        errorCode: 'request.invalid',
        message: 'Bad amount',
        value: { captcha: true },
      });
    const error = await apiPost('/wps/transaction/withdraw', valueSchema, { amount: -1 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'request.invalid',
      message: 'Bad amount',
      status: 400,
      details: { captcha: true },
    });
    expect(server.requests[0]?.body).toEqual({ amount: -1 });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('validates through Standard Schema, so a valibot mirror and an asynchronous schema work the same way', async () => {
    await expect(apiGet('/wps/wallets/gcs', v.object({ balance: v.number() }))).resolves.toEqual({ balance: 5 });
    const later: StandardSchemaV1<unknown, { balance: number }> = {
      '~standard': {
        version: 1,
        vendor: 'test',
        validate: (value) =>
          Promise.resolve(
            (value as { balance: unknown }).balance === 5
              ? { value: { balance: 5 } }
              : { issues: [{ message: 'not 5' }] },
          ),
      },
    };
    await expect(apiGet('/wps/wallets/gcs', later)).resolves.toEqual({ balance: 5 });
    handler = (_, response) => sendJson(response, 200, { success: true, value: { balance: 6 } });
    await expect(apiGet('/wps/wallets/gcs', later)).rejects.toMatchObject({
      errorCode: 'response.invalid',
      status: 200,
    });
  });

  it('reads a failure envelope only when it has the shape of the contract', async () => {
    handler = (_, response) =>
      sendJson(response, 400, { success: false, errorCode: 'request.invalid', message: 'Bad', fields: [] });
    await expect(apiGet('/wps/wallets/gcs', valueSchema)).rejects.toMatchObject({
      errorCode: 'response.invalid',
      message: 'Unknown error',
      status: 400,
    });
  });

  it('refuses a value that does not match the schema', async () => {
    handler = (_, response) => sendJson(response, 200, { success: true, value: { balance: 'five' } });
    await expect(apiGet('/wps/wallets/gcs', valueSchema)).rejects.toMatchObject({ errorCode: 'response.invalid' });
  });

  it('answers anything that is not an envelope with Unknown error', async () => {
    handler = (_, response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    };
    await expect(apiGet('/wps/wallets/gcs', valueSchema)).rejects.toMatchObject({
      errorCode: 'unknown',
      message: 'Unknown error',
      status: 502,
    });
  });

  it('sends Merchant, the raw token as Authorization, Language and, when installed, Device', async () => {
    setMerchantCode('PALARO');
    useSessionStore.setState({ session: makeSession() });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone'), media: query }));
    await apiGet('/wps/member/info', valueSchema);
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.merchant).toBe('PALARO');
    expect(headers.authorization).toBe('token-123');
    expect(headers.language).toBe('EN');
    expect(headers.device).toBe('OTHERS');
  });

  it('leaves out what it does not know, and follows the language on screen', async () => {
    await changeLanguage('TH');
    const headers = buildHeaders();
    expect(headers.get('merchant')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('device')).toBeNull();
    expect(headers.get('language')).toBe('TH');
    await act(() => initI18n('EN'));
  });

  it('clears the session on 401 and tells its listeners, without reloading the page', async () => {
    const session = makeSession();
    writeStoredSession(session);
    useSessionStore.setState({ session });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const before = window.location.href;
    handler = (_, response) =>
      sendJson(response, 401, { success: false, errorCode: 'login.not.session', message: 'You are not logged in' });
    await expect(apiGet('/wps/member/info', valueSchema)).rejects.toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
    stop();
  });
});

describe("the page's early calls", () => {
  const early = (calls: Record<string, Promise<Response | undefined>>) =>
    Object.assign(window, { [EARLY_CALLS_GLOBAL]: calls });
  afterEach(() => Object.assign(window, { [EARLY_CALLS_GLOBAL]: undefined }));

  it('answers the first GET of the same address from the early call, and only the first', async () => {
    const url = `${server.url}/wps/system/status`;
    early({
      [url]: Promise.resolve(new Response(JSON.stringify({ success: true, value: { balance: 9 } }), { status: 200 })),
    });
    await expect(apiGet('/wps/system/status', valueSchema)).resolves.toEqual({ balance: 9 });
    expect(server.requests).toHaveLength(0);
    await expect(apiGet('/wps/system/status', valueSchema)).resolves.toEqual({ balance: 5 });
    expect(server.requests).toHaveLength(1);
  });

  it('sends the call itself when the early one failed', async () => {
    early({ [`${server.url}/wps/system/status`]: Promise.resolve(undefined) });
    await expect(apiGet('/wps/system/status', valueSchema)).resolves.toEqual({ balance: 5 });
    expect(server.requests).toHaveLength(1);
  });

  it('never answers a POST from an early call', async () => {
    const url = `${server.url}/wps/system/status`;
    early({
      [url]: Promise.resolve(new Response(JSON.stringify({ success: true, value: { balance: 9 } }), { status: 200 })),
    });
    await expect(apiPost('/wps/system/status', valueSchema, {})).resolves.toEqual({ balance: 5 });
    expect(server.requests).toHaveLength(1);
  });
});
