import { buildHeaders } from '../../../shared/lib/api-client';
import { ApiError } from '../../../shared/lib/api-error';
import { apiUrl, send } from '../../../shared/lib/request-context';

/**
 * A chat image as a data URL: its address needs the session (an <img> cannot send the Authorization header), so it is
 * fetched here and shown from its bytes.
 */
export async function getChatImage(path: string, signal?: AbortSignal): Promise<string> {
  const response = await send(apiUrl(path), { method: 'GET', headers: buildHeaders({ accept: 'image/*' }), signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !/^image\/(png|jpeg)$/.test(type)) {
    throw new ApiError('chat.unknown', 'Image not available', response.status);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // in slices: one call with millions of arguments would overflow the stack
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}
