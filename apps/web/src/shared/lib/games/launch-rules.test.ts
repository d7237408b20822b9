import type { VendorSorting } from '@palaro/contract/games';
import { makeGame } from '../../../testing/game-fixtures';
import { planLaunch, type LaunchContext } from './launch-rules';

const withElott: VendorSorting = [
  {
    gameCategory: 'LOTT',
    vendorNames: [
      { vassalage: 'LOTT', accountTypeName: 'Lotto' },
      { vassalage: 'ELOTT', accountTypeName: 'e-Lotto' },
    ],
  },
];
const withoutElott: VendorSorting = [
  { gameCategory: 'LOTT', vendorNames: [{ vassalage: 'LOTT', accountTypeName: 'Lotto' }] },
];
const member: LaunchContext = { loggedIn: true, sorting: withElott, fromHome: false };

function hrefOf(plan: ReturnType<typeof planLaunch>): URL {
  if (plan.kind !== 'navigate') throw new Error(`expected a navigation, got ${plan.kind}`);
  return new URL(plan.href, 'http://localhost');
}

describe('game launch (SPEC 4)', () => {
  it('sends a visitor without a session to log in, whatever the game', () => {
    for (const vassalage of ['LUMEN', 'LOTT', 'TCG_SEA']) {
      expect(planLaunch(makeGame({ vassalage }), { ...member, loggedIn: false })).toEqual({
        kind: 'navigate',
        href: '/m/login',
      });
    }
  });

  it('opens TCG_LOTTO_VN on its lobby with the ELOTT prize mode when the mapping has ELOTT, LOTT otherwise', () => {
    const game = makeGame({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameId: 'vn-1', lottoMode: 'Tradition' });
    const url = hrefOf(planLaunch(game, member));
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      playType: 'trad',
      gameId: 'vn-1',
      prize_mode: 'ModeElott',
      code: 'lobby',
    });
    expect(hrefOf(planLaunch(game, { ...member, sorting: withoutElott })).searchParams.get('prize_mode')).toBe('LOTT');
  });

  it('opens TCG_SEA on its lobby with the SEA prize mode', () => {
    const url = hrefOf(planLaunch(makeGame({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameId: 'sea-1' }), member));
    expect(url.searchParams.get('prize_mode')).toBe('SEA');
    expect(url.searchParams.get('code')).toBe('lobby');
  });

  it('opens LOTT and ELOTT games on the launchGame route, ent for Entertainment and trad otherwise', () => {
    const lott = hrefOf(
      planLaunch(
        makeGame({ vassalage: 'LOTT', gameType: 'LOTT', gameId: 'LOTT-1', lottoMode: 'Tradition', gameGroupId: 'G1' }),
        { ...member, fromHome: true },
      ),
    );
    expect(Object.fromEntries(lott.searchParams)).toEqual({
      playType: 'trad',
      gameId: 'LOTT-1',
      gameGroupId: 'G1',
      prize_mode: 'ModeElott',
      pageBack: 'home',
    });
    const elott = hrefOf(
      planLaunch(makeGame({ vassalage: 'ELOTT', gameType: 'LOTT', gameId: 'E-1', lottoMode: 'Entertainment' }), {
        ...member,
        sorting: withoutElott,
      }),
    );
    expect(elott.searchParams.get('playType')).toBe('ent');
    expect(elott.searchParams.get('prize_mode')).toBe('ModeElott');
    expect(elott.searchParams.has('code')).toBe(false);
  });

  it('opens the vendor list for a VASSALAGE entry', () => {
    const plan = planLaunch(makeGame({ vassalage: 'PERLAS', gameType: 'LIVE', isGameH5: 'VASSALAGE' }), member);
    expect(plan).toEqual({ kind: 'navigate', href: '/m/gameList?gameType=LIVE&vassalage=PERLAS' });
  });

  it('launches every other game directly', () => {
    expect(planLaunch(makeGame({ vassalage: 'LUMEN' }), member)).toEqual({ kind: 'launch' });
    expect(planLaunch(makeGame({ vassalage: 'PALARO', gameType: 'LOCAL' }), member)).toEqual({ kind: 'launch' });
  });
});
