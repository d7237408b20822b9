import type { PlayType } from './play-type';

/**
 * SPEC 2.1: the lottery frame loads /m/lotto-h5/{mui}/{playType}/games/{gameId} with the query token, merchant, css
 * and prize_mode. `mui` is kept as given (the host's UI code; it names the page's language when it is a language
 * code). Missing query values are null: the draws API that uses them decides what each one's absence means.
 */
export type Launch = {
  mui: string;
  playType: PlayType;
  gameId: string;
  token: string | null;
  merchant: string | null;
  css: string | null;
  prizeMode: string | null;
};

export function launchOf(params: { mui: string; playType: PlayType; gameId: string }, search: string): Launch {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name)?.trim() || null;
  return {
    ...params,
    token: value('token'),
    merchant: value('merchant'),
    css: value('css'),
    prizeMode: value('prize_mode'),
  };
}
