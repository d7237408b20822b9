import { HEADER } from '@palaro/contract/headers';
import { sealBody } from '@palaro/contract/seal-body';
import { request, type ApiSchema } from './api-client';
import { isApiError } from './api-error';
import { forgetPublicKey, getPublicKey } from './public-key';

async function sendSealed<T>(path: string, data: unknown, schema: ApiSchema<T>, method: 'POST' | 'PUT'): Promise<T> {
  const { keyId, key } = await getPublicKey();
  const { header, body } = await sealBody(key, keyId, data);
  return request(path, { schema, method, body, headers: { [HEADER.encryption]: header } });
}

/** An encrypted call (log-in, register, password change, withdraw): the body is sealed for the server's key. */
export async function postSealed<T>(
  path: string,
  data: unknown,
  schema: ApiSchema<T>,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  try {
    return await sendSealed(path, data, schema, method);
  } catch (error) {
    // The server rotated its key since this page fetched it: fetch the new key and seal once more.
    if (!isApiError(error) || error.errorCode !== 'request.encryption') throw error;
    forgetPublicKey();
    return sendSealed(path, data, schema, method);
  }
}
