import { useCallback, useMemo, useState } from 'react';

export type StakeLimits<K extends string> = { perKind: Record<K, { min: bigint; max: bigint }>; maxTotal: bigint };

export type StakeRefusal = 'overKind' | 'overTotal' | 'overBalance';

type Placed<K extends string> = { kind: K; amount: bigint };

/**
 * Chips on a betting table: each tap adds the chosen chip to one spot, within the spot's and the table's limits and the
 * balance; undo takes the last chip back, rebet places the last round's stakes again.
 */
export function useStakes<K extends string>(limits: StakeLimits<K>) {
  const [placed, setPlaced] = useState<Placed<K>[]>([]);
  const [last, setLast] = useState<Partial<Record<K, bigint>> | null>(null);

  const stakes = useMemo(() => {
    const totals: Partial<Record<K, bigint>> = {};
    for (const { kind, amount } of placed) totals[kind] = (totals[kind] ?? 0n) + amount;
    return totals;
  }, [placed]);
  const total = useMemo(() => placed.reduce((sum, { amount }) => sum + amount, 0n), [placed]);

  /** Adds a chip, trimmed to what the spot still takes; answers why not when nothing fits. */
  const add = useCallback(
    (kind: K, chip: bigint, balance: bigint): StakeRefusal | null => {
      const onSpot = stakes[kind] ?? 0n;
      let amount = chip;
      const spotRoom = limits.perKind[kind].max - onSpot;
      if (spotRoom <= 0n) return 'overKind';
      if (amount > spotRoom) amount = spotRoom;
      const tableRoom = limits.maxTotal - total;
      if (tableRoom <= 0n) return 'overTotal';
      if (amount > tableRoom) amount = tableRoom;
      if (total + amount > balance) return 'overBalance';
      setPlaced((current) => [...current, { kind, amount }]);
      return null;
    },
    [limits, stakes, total],
  );

  const undo = useCallback(() => setPlaced((current) => current.slice(0, -1)), []);
  const clear = useCallback(() => setPlaced([]), []);
  /** The stakes just played are kept for rebet, and the table clears. */
  const commit = useCallback(() => {
    setLast(stakes);
    setPlaced([]);
  }, [stakes]);
  const rebet = useCallback(
    (balance: bigint): StakeRefusal | null => {
      if (!last) return null;
      const entries = Object.entries(last) as [K, bigint][];
      const sum = entries.reduce((acc, [, amount]) => acc + amount, 0n);
      if (sum > balance) return 'overBalance';
      setPlaced(entries.map(([kind, amount]) => ({ kind, amount })));
      return null;
    },
    [last],
  );

  /** Spots whose stake is below the spot's minimum, which the table would refuse. */
  const belowMinimum = useMemo(
    () =>
      (Object.entries(stakes) as [K, bigint][])
        .filter(([kind, amount]) => amount < limits.perKind[kind].min)
        .map(([kind]) => kind),
    [stakes, limits],
  );

  return {
    stakes,
    total,
    add,
    undo,
    clear,
    commit,
    rebet,
    canRebet: last !== null && placed.length === 0,
    belowMinimum,
    placedCount: placed.length,
  };
}
