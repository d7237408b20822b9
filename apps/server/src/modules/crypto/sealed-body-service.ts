import { ENCRYPTION_MAX_SKEW_MS, EncryptionError, openBody, type SealedPlaintext } from '@palaro/contract';
import type { z } from 'zod';
import { ApiError, invalidRequest } from '../../http/api-error';
import { zodFields } from '../../http/zod-fields';
import type { KeyValueStore } from '../../kv/key-value-store';
import type { KeyRing } from './key-ring';

export const REPLAY_TTL_MS = 2 * ENCRYPTION_MAX_SKEW_MS;

const refusedEncryption = () =>
  new ApiError(400, 'request.encryption', 'The request could not be decrypted, please try again');
// a stale body is treated as a replay: its nonce may already have left the replay store
const refusedReplay = () =>
  new ApiError(400, 'request.replayed', 'The request has expired or was already sent, please try again');

type Deps = { keyRing: KeyRing; kv: KeyValueStore; now?: () => number };

/** Opens encrypted bodies: refuses bad encryption, stale timestamps and nonces seen before, then checks the data. */
export function createSealedBodyOpener(deps: Deps) {
  const now = deps.now ?? Date.now;
  return async function openSealed<T extends z.ZodType>(
    header: string | undefined,
    body: unknown,
    schema: T,
  ): Promise<z.output<T>> {
    let sealed: SealedPlaintext;
    try {
      sealed = await openBody(deps.keyRing.lookup, header, body);
    } catch (error) {
      if (error instanceof EncryptionError) throw refusedEncryption();
      throw error;
    }
    if (Math.abs(now() - sealed.ts) > ENCRYPTION_MAX_SKEW_MS) throw refusedReplay();
    if (!(await deps.kv.setIfAbsent(`sealed-nonce:${sealed.nonce}`, '1', REPLAY_TTL_MS))) throw refusedReplay();
    const parsed = schema.safeParse(sealed.data);
    if (!parsed.success) throw invalidRequest(undefined, zodFields(parsed.error));
    return parsed.data;
  };
}

export type SealedBodyOpener = ReturnType<typeof createSealedBodyOpener>;
