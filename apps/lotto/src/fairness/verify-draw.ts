import { COMMITMENT_PATTERN, DRAW_ID_PATTERN, SECRET_PATTERN, commitmentOf, deriveNumbers } from './derive';
import type { DerivedShape } from './house-games';

export type DrawClaim = { shape: DerivedShape; drawId: string; secret: string; commitment: string };

export type Verification =
  | { outcome: 'invalid'; fields: ('drawId' | 'secret' | 'commitment')[] }
  | { outcome: 'match' | 'mismatch'; computedCommitment: string; numbers: number[] };

/**
 * Checks a revealed draw in this browser: the secret must hash to the commitment published before the draw, and the
 * result is recomputed from it. The numbers are shown either way, so a mismatch can be compared too.
 */
export async function verifyDraw(claim: DrawClaim): Promise<Verification> {
  const drawId = claim.drawId.trim();
  // the bytes are what count: a secret pasted in capitals is the same secret
  const secret = claim.secret.trim().toLowerCase();
  const commitment = claim.commitment.trim().toLowerCase();
  const fields = [
    ...(DRAW_ID_PATTERN.test(drawId) ? [] : (['drawId'] as const)),
    ...(SECRET_PATTERN.test(secret) ? [] : (['secret'] as const)),
    ...(COMMITMENT_PATTERN.test(commitment) ? [] : (['commitment'] as const)),
  ];
  if (fields.length > 0) return { outcome: 'invalid', fields };
  const computedCommitment = await commitmentOf(secret);
  const numbers = await deriveNumbers(claim.shape, secret, drawId);
  return { outcome: computedCommitment === commitment ? 'match' : 'mismatch', computedCommitment, numbers };
}
