import { commitmentOf, deriveNumbers, drawStream } from './derive';
import { HOUSE_GAMES, houseGameOf } from './house-games';
import { VECTOR_COMMITMENT, VECTOR_DRAWS, VECTOR_SECRET } from './test-vectors';
import { verifyDraw } from './verify-draw';

const words = (hex: string) => Array.from({ length: 8 }, (_, i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16));

describe('the browser derivation against docs/server/lottery-fairness.md', () => {
  it('hashes the secret bytes to the published commitment', async () => {
    expect(await commitmentOf(VECTOR_SECRET)).toBe(VECTOR_COMMITMENT);
  });

  it.each(VECTOR_DRAWS)('gives $game draw $drawId as $result', async ({ game, drawId, result }) => {
    expect(await deriveNumbers(HOUSE_GAMES[game], VECTOR_SECRET, drawId)).toEqual(result);
  });

  it.each(VECTOR_DRAWS)('reads block 0 of $drawId as its eight big-endian words', async ({ drawId, block0 }) => {
    // for n = 2^32 - 1 the limit is n itself: every word but 0xffffffff is kept and is its own remainder
    const stream = await drawStream(VECTOR_SECRET, drawId);
    const read: number[] = [];
    for (let i = 0; i < 8; i++) read.push(await stream.nextInt(2 ** 32 - 1));
    expect(read).toEqual(words(block0));
    expect(stream.blocksUsed()).toBe(1);
  });

  it('works the dice example of the doc: words mod 6 are 5, 2, 2', () => {
    const [a, b, c] = words(VECTOR_DRAWS[1]!.block0);
    expect([a! % 6, b! % 6, c! % 6]).toEqual([5, 2, 2]);
  });

  it('skips a word at or above the limit, so every number is equally likely', async () => {
    // n = 2^31 + 1 gives limit 2^31 + 1: the words of block 0 of the race at or above it are thrown away
    const n = 2 ** 31 + 1;
    const [block0] = VECTOR_DRAWS.filter((draw) => draw.game === 'race10').map((draw) => words(draw.block0));
    const kept = block0!.filter((word) => word < n).map((word) => word % n);
    const stream = await drawStream(VECTOR_SECRET, 'race10-1m-20250101-1440');
    const read: number[] = [];
    for (let i = 0; i < kept.length; i++) read.push(await stream.nextInt(n));
    expect(kept.length).toBeLessThan(8);
    expect(read).toEqual(kept);
  });
});

describe('verifying a revealed draw', () => {
  const dice = VECTOR_DRAWS[1]!;

  it('matches when the secret hashes to the commitment, in any letter case', async () => {
    const verification = await verifyDraw({
      shape: HOUSE_GAMES.dice,
      drawId: dice.drawId,
      secret: ` ${VECTOR_SECRET.toUpperCase()} `,
      commitment: VECTOR_COMMITMENT.toUpperCase(),
    });
    expect(verification).toEqual({ outcome: 'match', computedCommitment: VECTOR_COMMITMENT, numbers: [6, 3, 3] });
  });

  it('says mismatch for another secret, and still shows what that secret gives', async () => {
    const verification = await verifyDraw({
      shape: HOUSE_GAMES.dice,
      drawId: dice.drawId,
      secret: 'ab'.repeat(32),
      commitment: VECTOR_COMMITMENT,
    });
    expect(verification.outcome).toBe('mismatch');
    if (verification.outcome === 'mismatch') expect(verification.numbers).toHaveLength(3);
  });

  it('names the fields that cannot be what they claim, and computes nothing', async () => {
    expect(await verifyDraw({ shape: HOUSE_GAMES.dice, drawId: 'dice:3m', secret: 'abc', commitment: 'xyz' })).toEqual({
      outcome: 'invalid',
      fields: ['drawId', 'secret', 'commitment'],
    });
  });
});

describe('the house game of a name, game id or draw id', () => {
  it.each([
    ['dice', 'dice'],
    ['dice-3m', 'dice'],
    ['race10-1m-20250101-1440', 'race10'],
    ['digits5-5m', 'digits5'],
    ['colour-1m', 'colour'],
    ['lotto-6-42', null],
    ['dicey', null],
    [null, null],
  ])('%s is %s', (value, game) => {
    expect(houseGameOf(value)).toBe(game);
  });
});
