import { lazy, Suspense } from 'react';
import type { OriginalsEngineName } from '@palaro/contract/originals';
import { useT } from '../shared/i18n/i18n';
import { Spinner } from '../shared/ui/spinner';

// each game is a chunk of its own: a slot page never loads the card table
const games = {
  slot: lazy(() => import('../games/slot/slot-game')),
  'color-game': lazy(() => import('../games/color-game/color-game')),
  baccarat: lazy(() => import('../games/baccarat/baccarat-game')),
} as const;

const rules = {
  slot: lazy(() => import('../games/slot/slot-rules')),
  'color-game': lazy(() => import('../games/color-game/color-rules')),
  baccarat: lazy(() => import('../games/baccarat/baccarat-rules')),
} as const;

export function EngineView({ engine }: { engine: OriginalsEngineName }) {
  const t = useT();
  const Game = games[engine];
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Game />
    </Suspense>
  );
}

export function EngineRules({ engine }: { engine: OriginalsEngineName }) {
  const t = useT();
  const Rules = rules[engine];
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Rules />
    </Suspense>
  );
}
