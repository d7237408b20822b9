import { create } from 'zustand';

export type PlayingGame = { url: string; gameName: string; nodeId: number };

type GamePlayerState = {
  playing: PlayingGame | null;
  open: (game: PlayingGame) => void;
  close: () => void;
};

/** The game open full screen over the current screen, if any. */
export const useGamePlayerStore = create<GamePlayerState>()((set) => ({
  playing: null,
  open: (playing) => set({ playing }),
  close: () => set({ playing: null }),
}));
