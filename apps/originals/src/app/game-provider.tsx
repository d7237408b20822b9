import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ActiveSeeds, OriginalsBet, OriginalsRound, OriginalsState, PlayRound } from '@palaro/contract/originals';
import type { OriginalsApi } from '../shared/api/originals-api';
import { newRequestId, playWithRetry } from '../shared/api/play-with-retry';
import { errorText, sessionIsOver } from '../shared/game/error-text';
import { GameContext, type GameContextValue, type SheetKind } from '../shared/game/game-context';
import { useT } from '../shared/i18n/i18n';
import { announceBalance } from '../shared/lib/frame';
import type { ToastMessage } from '../shared/ui/toast';

type Props = {
  api: OriginalsApi;
  token: string;
  state: OriginalsState;
  onSheet: (kind: SheetKind, roundId?: string) => void;
  onToast: (message: ToastMessage) => void;
  onSessionOver: () => void;
  children: ReactNode;
};

/** The game's shared state: balance on screen, seeds in use, this visit's rounds, and how a round is played. */
export function GameProvider({ api, token, state, onSheet, onToast, onSessionOver, children }: Props) {
  const t = useT();
  const [balance, setBalance] = useState(() => BigInt(state.balance));
  const [seeds, setSeeds] = useState<ActiveSeeds>(state.seeds);
  const [rounds, setRounds] = useState<OriginalsRound[]>([]);
  const [busy, setBusy] = useState(false);
  const toastId = useRef(0);

  const notify = useCallback(
    (text: string, tone: 'info' | 'error' = 'info') => onToast({ id: (toastId.current += 1), text, tone }),
    [onToast],
  );

  const refreshBalance = useCallback(() => {
    api.state(token).then(
      (fresh) => setBalance(BigInt(fresh.balance)),
      () => undefined,
    );
  }, [api, token]);

  const play = useCallback(
    async (bet: OriginalsBet, stake: bigint): Promise<PlayRound> => {
      setBusy(true);
      setBalance((current) => current - stake);
      try {
        const result = await playWithRetry(api, token, { requestId: newRequestId(), bet });
        setSeeds(result.seeds);
        setRounds((current) => [result.round, ...current].slice(0, 60));
        return result;
      } catch (error) {
        setBusy(false);
        setBalance((current) => current + stake);
        refreshBalance();
        throw error;
      }
    },
    [api, token, refreshBalance],
  );

  const settle = useCallback(
    (result: PlayRound) => {
      setBalance(BigInt(result.balance));
      setBusy(false);
      announceBalance(result.balance, state.currency);
    },
    [state.currency],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (sessionIsOver(error)) onSessionOver();
      else notify(errorText(t, error), 'error');
    },
    [notify, onSessionOver, t],
  );

  const value = useMemo<GameContextValue>(
    () => ({
      api,
      token,
      state,
      currency: state.currency,
      balance,
      seeds,
      rounds,
      busy,
      play,
      settle,
      setSeeds,
      notify,
      fail,
      openSheet: onSheet,
    }),
    [api, token, state, balance, seeds, rounds, busy, play, settle, notify, fail, onSheet],
  );
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}
