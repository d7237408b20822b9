import { houseGameOf, type HouseGame } from '../fairness/house-games';

export type VerifyForm = { game: HouseGame; drawId: string; secret: string; commitment: string };

/**
 * The verifier's address prefills it: `game` (a house game's family, game id or draw id), `draw`, `secret` and
 * `commitment`; without `game` the draw id tells it. Dice when nothing does.
 */
export function formFromQuery(search: string): { form: VerifyForm; complete: boolean } {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() ?? '';
  const drawId = text('draw');
  const named = houseGameOf(text('game')) ?? houseGameOf(drawId);
  const form = { game: named ?? 'dice', drawId, secret: text('secret'), commitment: text('commitment') };
  return { form, complete: named !== null && drawId !== '' && form.secret !== '' && form.commitment !== '' };
}
