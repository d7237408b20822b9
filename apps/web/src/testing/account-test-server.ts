/// <reference types="node" />
import { openBody, RSA_PARAMS } from '@palaro/contract/encryption';
import { sendJson, startTestServer, type RecordedRequest } from './test-server';
import type { ServerResponse } from 'node:http';

export type Opened = { url: string; data: unknown };
type Route = (request: RecordedRequest, data: unknown) => { status?: number; body: unknown } | undefined;

/** A real HTTP server that hands out an encryption key, opens sealed bodies and answers through `route`. */
export async function startAccountServer(route: Route) {
  const keys = await crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const opened: Opened[] = [];
  const server = await startTestServer(async (request, response: ServerResponse) => {
    if (request.url === '/wps/system/encryption/key')
      return sendJson(response, 200, { success: true, value: { keyId: 'key-1', jwk } });
    let data: unknown = request.body;
    if (request.headers.encryption) {
      data = (await openBody(() => keys.privateKey, request.headers.encryption as string, request.body)).data;
      opened.push({ url: request.url, data });
    }
    const answer = route(request, data) ?? {
      status: 404,
      body: { success: false, errorCode: 'not.found', message: 'Not found' },
    };
    return sendJson(response, answer.status ?? 200, answer.body);
  });
  return { ...server, opened };
}
