import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

// The server's seeds are 64 lowercase hex digits (32 bytes); anything else cannot be a seed it committed to.
const SERVER_SEED = /^[0-9a-f]{64}$/;

/**
 * The commitment the server shows before play, recomputed here: SHA-256 of the seed's 32 bytes (its hex digits
 * decoded, not the text of the digits), as lowercase hex. Null when the text is not a server seed.
 */
export function commitmentOf(serverSeed: string): string | null {
  return SERVER_SEED.test(serverSeed) ? bytesToHex(sha256(hexToBytes(serverSeed))) : null;
}

/** True when the revealed seed hashes to the commitment shown before play (any letter case in the commitment). */
export function seedMatchesCommitment(serverSeed: string, commitment: string): boolean {
  const computed = commitmentOf(serverSeed);
  return computed !== null && computed === commitment.trim().toLowerCase();
}
