import type { GameClassify } from '@palaro/contract/game-catalogue';
import type { GameCategory } from '@palaro/contract/games';
import type { GameListFilter } from '../../../shared/api/games/get-game-list';
import { LIMITS } from '@palaro/contract/constants';

/** SPEC 3 "lobby page type": all games, one category's list (or a search), or a classify filter. */
export type LobbyPageType = 'all' | 'list' | 'filter';

export type LobbyState = { vassalage?: string; classify: GameClassify; search: string };

/** Where a lobby starts: a vendor chosen by the address (if any), every classify (or the screen's one), no search. */
export function initialLobbyState(initialVendor?: string, fixedClassify?: GameClassify): LobbyState {
  return { vassalage: initialVendor, classify: fixedClassify ?? 'ALL', search: '' };
}

export type LobbyAction =
  | { type: 'vendor'; vassalage?: string }
  | { type: 'classify'; classify: GameClassify }
  | { type: 'search'; text: string }
  | { type: 'category'; vassalage?: string };

/** Every change of vendor, classify or search text is a new filter: the list starts again at page 1 (SPEC 4). */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'vendor':
      return { ...state, vassalage: action.vassalage };
    case 'classify':
      return { ...state, classify: action.classify };
    case 'search':
      // SPEC 4: the search text is trimmed
      return { ...state, search: action.text.trim() };
    case 'category':
      return { ...state, vassalage: action.vassalage, search: '' };
  }
}

/** SPEC 4: lobby gives all, a category or a search gives list; a classify other than all filters. */
export function lobbyPageType(category: GameCategory | undefined, state: LobbyState): LobbyPageType {
  if (state.search) return 'list';
  if (state.classify !== 'ALL') return 'filter';
  return category ? 'list' : 'all';
}

/** The game list call's filter for this lobby state; "new" is the isNew flag rather than a classify (SPEC 7.4). */
export function listFilter(category: GameCategory | undefined, state: LobbyState): GameListFilter {
  return {
    gameType: category,
    vassalage: state.vassalage,
    gameName: state.search || undefined,
    classify: state.classify === 'NEW' ? undefined : state.classify,
    isNew: state.classify === 'NEW',
    pageSize: LIMITS.gamePageSize,
  };
}
