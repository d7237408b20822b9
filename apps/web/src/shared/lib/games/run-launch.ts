import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { Game } from '@palaro/contract/game-catalogue';
import type { VendorSorting } from '@palaro/contract/games';
import { addRecentGame, launchGame } from '../../api/games/launch-game';
import { isHomePath, paths } from '../../config/paths';
import { isApiError } from '../api-error';
import type { NavigateFunction } from '../router';
import { hereOf, loginHref } from '../session/login-intent';
import { useSessionStore } from '../session/session-store';
import { dismissToast, showToast } from '../../ui/toast/toast-store';
import { findCachedGame } from './find-cached-game';
import { gameErrorText } from './game-text';
import { useGamePlayerStore } from './game-player-store';
import { planLaunch, type LaunchPlan } from './launch-rules';

export type LaunchTarget = Game | { nodeId: number };

export type LaunchDeps = {
  t: TFunction;
  navigate: NavigateFunction;
  queryClient: QueryClient;
  sorting: VendorSorting | undefined;
  /** Where the player is: the lottery's back button and the game's lobby link return here. */
  location: { pathname: string; search: string };
};

const isFullGame = (target: LaunchTarget): target is Game => 'vassalage' in target;

const refreshRecent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: ['games'],
    predicate: (query) => JSON.stringify(query.queryKey).includes('"RECENT"'),
  });

/** SPEC 4 "Game launch": log in (and come back), lottery route, vendor list, or the game full screen; the game is recorded as recent. */
export async function runLaunch(
  target: LaunchTarget,
  { t, navigate, queryClient, sorting, location }: LaunchDeps,
): Promise<void> {
  const loggedIn = useSessionStore.getState().session !== null;
  if (!loggedIn) {
    // a guest logs in (or signs up) first, then comes back here with this game launching
    navigate(loginHref({ redirect: hereOf(location), action: { kind: 'launch', nodeId: target.nodeId } }));
    return;
  }
  // banners name their game by nodeId only: a list on screen usually holds the rest of it
  const game = isFullGame(target) ? target : findCachedGame(queryClient, target.nodeId);
  let plan: LaunchPlan = { kind: 'launch' };
  if (game) plan = planLaunch(game, { loggedIn, sorting, fromHome: isHomePath(location.pathname) });
  if (plan.kind === 'navigate') {
    navigate(plan.href);
    return;
  }

  const loading = showToast(t('common.loading'), { durationMs: TOAST_MS.loadingUntilDone });
  try {
    const launch = await launchGame(game ?? target, `${location.pathname}${location.search}`);
    useGamePlayerStore.getState().open({ url: launch.url, gameName: launch.gameName, nodeId: launch.nodeId });
    void addRecentGame(launch.nodeId)
      .then(() => refreshRecent(queryClient))
      .catch(() => undefined);
  } catch (error) {
    // a game known only by its nodeId may turn out to be a lottery or a vendor entry
    if (isApiError(error) && error.errorCode === 'game.launch.lottery') navigate(paths.lottery.getHref());
    else if (isApiError(error) && error.errorCode === 'game.launch.vendor') navigate(paths.gameCenter.getHref('lobby'));
    else showToast(gameErrorText(t, error), { tone: 'error' });
  } finally {
    dismissToast(loading);
  }
}
