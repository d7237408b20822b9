// npm run bench:fairness: how fast the Originals' provably fair stream feeds the RTP simulations. For each stream
// below it prints HMAC blocks per second (eight 32-bit words each) and rounds per second of every game's simulation
// loop, the loops of simulateSlot / simulateBaccarat and the Color Game test's round, one fresh stream per Color Game
// round. The row "no hashing" feeds the same loops from a plain arithmetic word source: the ceiling the game logic
// alone allows, measured in the same run as the baseline. Each stream runs in its own child process (so no loop sees
// another stream's class), the streams take turns over BENCH_PASSES passes and the median is printed.
// BENCH_ROUNDS (default 200,000) rounds per game and pass, five times as many blocks.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { FairStream } from '../src/modules/originals/fairness/fair-stream';
import type { FairnessInput } from '../src/modules/originals/fairness/fairness-input';
import { baccarat } from '../src/modules/originals/engines/baccarat/config';
import { ShuffledShoe } from '../src/modules/originals/engines/baccarat/cards';
import { dealCoup, newCoup } from '../src/modules/originals/engines/baccarat/rules';
import { payoutFor, resultOf, type BetResult } from '../src/modules/originals/engines/baccarat/settle';
import { simulateBaccarat } from '../src/modules/originals/engines/baccarat/simulate';
import type { BaccaratBet } from '../src/modules/originals/engines/baccarat/types';
import { colorGame } from '../src/modules/originals/engines/color-game/config';
import { colourPayout, rollDice } from '../src/modules/originals/engines/color-game/play-round';
import { COLOURS, type Colour } from '../src/modules/originals/engines/color-game/types';
import { assertSlotBet } from '../src/modules/originals/engines/slot/bet';
import { compileSlot } from '../src/modules/originals/engines/slot/compile';
import { runFeature } from '../src/modules/originals/engines/slot/feature';
import { simulateSlot } from '../src/modules/originals/engines/slot/simulate';
import {
  drawSpin,
  multiplierFor,
  newSpinBuffers,
  spinAward,
  spinCoins,
} from '../src/modules/originals/engines/slot/spin-core';
import { SLOT_TITLES } from '../src/modules/originals/engines/slot/titles';
import type { SlotConfig } from '../src/modules/originals/engines/slot/types';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200_000);
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const BLOCKS = 5 * ROUNDS;
const serverSeed = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const clientSeed = 'rtp-proof';

/** Words with no hashing at all (a 32-bit mix of nonce and position): what the game logic costs by itself. */
class UnhashedWords extends FairStream {
  private nonce: number;
  private position = 0;

  constructor(fairness: FairnessInput) {
    super(fairness);
    this.nonce = fairness.nonce;
  }

  override restart(nonce: number): void {
    super.restart(nonce);
    this.nonce = nonce;
    this.position = 0;
  }

  override nextUint32(): number {
    let x = (Math.imul(this.nonce, 0x9e3779b1) + Math.imul(++this.position, 0x85ebca6b)) | 0;
    x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
    x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
    return (x ^ (x >>> 16)) >>> 0;
  }
}

type Make = (fairness: FairnessInput) => FairStream;
const STREAMS: Record<string, Make> = {
  'fair stream (node:crypto)': (fairness) => new FairStream(fairness),
  'no hashing (baseline)': (fairness) => new UnhashedWords(fairness),
};

const maxBet = (config: SlotConfig) => ({
  lines: Math.max(...config.bet.lineChoices),
  coinValue: config.bet.coinValues[0]!,
});

/** simulateSlot's loop with the stream given: coins staked and won. */
function slotLoop(make: Make, config: SlotConfig, firstNonce: number, rounds: number): { bet: number; win: number } {
  const slot = compileSlot(config);
  const { lines } = assertSlotBet(slot, maxBet(config));
  const stream = make({ serverSeed, clientSeed, nonce: firstNonce });
  const buffers = newSpinBuffers(slot);
  const freeMultiplier = multiplierFor(slot, 'free');
  let coins = 0;
  let bet = 0;
  let win = 0;
  const playFreeSpin = (): number => {
    drawSpin(slot, 'free', stream, buffers);
    coins += spinCoins(slot, buffers.cells, lines, freeMultiplier);
    return spinAward(slot, buffers.cells);
  };
  for (let round = 0; round < rounds; round++) {
    stream.restart(firstNonce + round);
    drawSpin(slot, 'base', stream, buffers);
    coins = spinCoins(slot, buffers.cells, lines, 1);
    const award = spinAward(slot, buffers.cells);
    if (award > 0) runFeature(slot, award, playFreeSpin);
    bet += lines;
    win += coins;
  }
  return { bet, win };
}

const baccaratBet: BaccaratBet = {
  stakes: { player: 100n, banker: 100n, tie: 100n, playerPair: 100n, bankerPair: 100n },
};

/** simulateBaccarat's loop with the stream given: the total paid back over every bet. */
function baccaratLoop(make: Make, firstNonce: number, rounds: number): number {
  const stream = make({ serverSeed, clientSeed, nonce: firstNonce });
  const shoe = new ShuffledShoe(52 * baccarat.decks);
  const coup = newCoup();
  const deal = () => shoe.deal(stream);
  const kinds = Object.keys(baccaratBet.stakes) as (keyof BaccaratBet['stakes'])[];
  const payouts = kinds.map((kind) => {
    const of = (result: BetResult) => Number(payoutFor(baccarat, kind, result, 100n));
    return { win: of('win'), lose: of('lose'), push: of('push') };
  });
  let paid = 0;
  for (let round = 0; round < rounds; round++) {
    stream.restart(firstNonce + round);
    shoe.reset();
    dealCoup(deal, coup);
    for (let i = 0; i < kinds.length; i++) paid += payouts[i]![resultOf(kinds[i]!, coup)];
  }
  return paid;
}

/** The Color Game test's rounds: a new stream per round, one to three colours backed, settled in minor units. */
function colorLoop(make: Make, rounds: number): bigint {
  let paid = 0n;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const dice = rollDice(colorGame, make({ serverSeed, clientSeed, nonce }));
    for (let k = 0; k <= nonce % 3; k++) {
      const colour: Colour = COLOURS[(nonce + 2 * k) % 6]!;
      const matches = (dice[0] === colour ? 1 : 0) + (dice[1] === colour ? 1 : 0) + (dice[2] === colour ? 1 : 0);
      paid += colourPayout(colorGame, BigInt(100 * (k + 1)), matches);
    }
  }
  return paid;
}

function blocksLoop(make: Make, blocks: number): number {
  const stream = make({ serverSeed, clientSeed, nonce: 0 });
  let sum = 0;
  for (let i = 0; i < blocks * 8; i++) sum ^= stream.nextUint32();
  return sum;
}

const perSecond = (count: number, run: () => unknown): number => {
  const started = performance.now();
  run();
  return count / ((performance.now() - started) / 1000);
};

type Figures = Record<string, number>;

/** One child's measurements for one stream. */
function measure(make: Make): Figures {
  const figures: Figures = {};
  figures['HMAC blocks/s'] = perSecond(BLOCKS, () => blocksLoop(make, BLOCKS));
  for (const config of Object.values(SLOT_TITLES)) {
    figures[`${config.id} rounds/s`] = perSecond(ROUNDS, () => slotLoop(make, config, 0, ROUNDS));
  }
  figures['baccarat coups/s'] = perSecond(ROUNDS, () => baccaratLoop(make, 0, ROUNDS));
  figures['color-game rounds/s'] = perSecond(ROUNDS, () => colorLoop(make, ROUNDS));
  return figures;
}

/** The bench's own loops must be the simulations' loops: same totals as simulateSlot / simulateBaccarat. */
function checkLoops(): void {
  const fair = STREAMS['fair stream (node:crypto)']!;
  for (const config of Object.values(SLOT_TITLES)) {
    const mine = slotLoop(fair, config, 7, 5_000);
    const real = simulateSlot({ config, bet: maxBet(config), serverSeed, clientSeed, firstNonce: 7, rounds: 5_000 });
    if (BigInt(mine.win) * maxBet(config).coinValue !== real.totalWin)
      throw new Error(`slot loop differs for ${config.id}`);
  }
  const real = simulateBaccarat({
    config: baccarat,
    bet: baccaratBet,
    serverSeed,
    clientSeed,
    firstNonce: 3,
    rounds: 5_000,
  });
  const realPaid = Object.values(real).reduce((sum, totals) => sum + Number(totals.totalWin), 0);
  if (baccaratLoop(fair, 3, 5_000) !== realPaid) throw new Error('baccarat loop differs');
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const grouped = (value: number): string => Math.round(value).toLocaleString('en');

function main(): void {
  const child = process.argv[2];
  if (child !== undefined) {
    process.stdout.write(JSON.stringify(measure(STREAMS[child]!)));
    return;
  }
  checkLoops();
  const names = Object.keys(STREAMS);
  const runs = new Map<string, Figures[]>(names.map((name) => [name, []]));
  const script = fileURLToPath(import.meta.url);
  for (let pass = 0; pass < PASSES; pass++) {
    // Each pass starts with another stream, so none always runs on the coolest or the busiest machine.
    for (let i = 0; i < names.length; i++) {
      const name = names[(pass + i) % names.length]!;
      const result = spawnSync(process.execPath, [...process.execArgv, script, name], {
        encoding: 'utf8',
        env: process.env,
      });
      if (result.status !== 0) throw new Error(`${name}: ${result.stderr}`);
      runs.get(name)!.push(JSON.parse(result.stdout) as Figures);
    }
  }
  const rows = Object.keys(runs.get(names[0]!)![0]!);
  console.log(
    `fair stream bench: ${ROUNDS.toLocaleString('en')} rounds per game, ${BLOCKS.toLocaleString('en')} blocks, median of ${PASSES} passes, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(['', ...names].map((cell, i) => (i === 0 ? cell.padEnd(24) : cell.padStart(38))).join(''));
  for (const row of rows) {
    const cells = names.map((name) => grouped(median(runs.get(name)!.map((figures) => figures[row]!))).padStart(38));
    console.log(row.padEnd(24) + cells.join(''));
  }
}

main();
