import { lazy, Suspense, useCallback, useState } from 'react';
import type { OriginalsApi } from '../shared/api/originals-api';
import type { SheetKind } from '../shared/game/game-context';
import { useT } from '../shared/i18n/i18n';
import { Sheet } from '../shared/ui/sheet';
import { Spinner } from '../shared/ui/spinner';
import { Toast, type ToastMessage } from '../shared/ui/toast';
import { EngineRules, EngineView } from './engine-view';
import { FairnessStrip } from './fairness-strip';
import { GameProvider } from './game-provider';
import { BootFailure, SessionOver } from './game-notices';
import { TopBar } from './top-bar';
import { useGameBoot } from './use-game-boot';

type OpenSheet = { kind: SheetKind; roundId?: string | undefined } | null;

// the sheets load when first opened, so a game starts with only what it needs to play
const HistorySheet = lazy(() =>
  import('../fairness/history-sheet').then((module) => ({ default: module.HistorySheet })),
);
const FairnessSheet = lazy(() =>
  import('../fairness/fairness-sheet').then((module) => ({ default: module.FairnessSheet })),
);

/** One Original, full screen: the game, its fairness strip, and the history, fairness and rules sheets. */
export function GameScreen({ api, gameCode }: { api: OriginalsApi; gameCode: string }) {
  const t = useT();
  const boot = useGameBoot(api, gameCode);
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [over, setOver] = useState(false);
  const openSheet = useCallback((kind: SheetKind, roundId?: string) => setSheet({ kind, roundId }), []);
  const closeSheet = useCallback(() => setSheet(null), []);
  const clearToast = useCallback(() => setToast(null), []);
  const sessionOver = useCallback(() => setOver(true), []);

  if (boot.status === 'loading') {
    return (
      <main className="boot">
        <Spinner label={t('common.loading')} />
      </main>
    );
  }
  if (boot.status === 'failed') return <BootFailure reason={boot.reason} />;

  const { engine } = boot.state.game;
  return (
    <GameProvider
      api={api}
      token={boot.token}
      state={boot.state}
      onSheet={openSheet}
      onToast={setToast}
      onSessionOver={sessionOver}
    >
      <div className={`game-screen game-screen--${engine} theme-${boot.state.game.gameCode}`}>
        <TopBar />
        <main className="game-screen__main">
          <EngineView engine={engine} />
        </main>
        <FairnessStrip />
        <Toast message={toast} onDone={clearToast} />
      </div>
      <Suspense fallback={null}>
        {sheet?.kind === 'history' ? <HistorySheet onClose={closeSheet} initialRoundId={sheet.roundId} /> : null}
        {sheet?.kind === 'fairness' ? <FairnessSheet onClose={closeSheet} /> : null}
      </Suspense>
      {sheet?.kind === 'rules' ? (
        <Sheet title={t('rules.title')} onClose={closeSheet}>
          <EngineRules engine={engine} />
        </Sheet>
      ) : null}
      {over ? <SessionOver lobbyUrl={boot.state.lobbyUrl} /> : null}
    </GameProvider>
  );
}
