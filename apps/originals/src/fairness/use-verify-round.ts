import { useCallback, useEffect, useState } from 'react';
import type { VerifyRound } from '@palaro/contract/originals';
import { useGame } from '../shared/game/game-context';

/** One round's verification, loaded on open; rotating the seeds reveals it and loads it again. */
export function useVerifyRound(roundId: string) {
  const { api, token, setSeeds, fail } = useGame();
  const [data, setData] = useState<VerifyRound | null>(null);
  const [rotating, setRotating] = useState(false);

  const load = useCallback(() => api.verifyRound(token, roundId).then(setData, fail), [api, token, roundId, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  const rotate = useCallback(async () => {
    setRotating(true);
    try {
      const rotated = await api.rotateSeeds(token);
      setSeeds(rotated.seeds);
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setRotating(false);
    }
  }, [api, token, setSeeds, load, fail]);

  return { data, rotate, rotating };
}
