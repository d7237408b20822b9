/** Totals of a simulated run: what was staked and returned, and how spread the returns were. */
export type SimulationTotals = {
  rounds: number;
  totalBet: bigint;
  totalWin: bigint;
  /** totalWin / totalBet. */
  rtp: number;
  /** Standard deviation of one round's return per unit staked (stake-weighted when stakes differ). */
  deviation: number;
  /** Standard error of the measured RTP (deviation / sqrt(rounds)). */
  standardError: number;
};

/** Adds rounds up in whole units (coins or minor units) with no allocation per round. */
export class ReturnTally {
  private rounds = 0;
  private staked = 0;
  private returned = 0;
  private sumSquares = 0;

  add(stake: number, win: number): void {
    this.rounds++;
    this.staked += stake;
    this.returned += win;
    const ratio = win / stake;
    this.sumSquares += ratio * ratio * stake;
  }

  /** `unit` converts the tallied units to minor units (for example a slot's coin value). */
  totals(unit: bigint = 1n): SimulationTotals {
    if (!Number.isSafeInteger(this.staked) || !Number.isSafeInteger(this.returned)) {
      throw new RangeError('simulation totals left the exact integer range; simulate fewer rounds at a time');
    }
    const rtp = this.rounds === 0 ? 0 : this.returned / this.staked;
    const variance = this.rounds === 0 ? 0 : this.sumSquares / this.staked - rtp * rtp;
    const deviation = Math.sqrt(Math.max(0, variance));
    return {
      rounds: this.rounds,
      totalBet: BigInt(this.staked) * unit,
      totalWin: BigInt(this.returned) * unit,
      rtp,
      deviation,
      standardError: this.rounds === 0 ? 0 : deviation / Math.sqrt(this.rounds),
    };
  }
}
