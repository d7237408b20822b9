// @vitest-environment node
import { VN_NORTH_TIERS } from '../../../server/src/modules/lottery/engine';
import { drawGames } from '../../../server/src/modules/lottery/draw-games';
import { rulesView } from '../../../server/src/modules/lottery/rules-view';
import { format, type MessageKey } from '../shared/i18n/messages';
import { betTypeName } from '../slip/labels';
import { VN_NORTH_RULES } from '../testing/vn-north-fixtures';
import en from './en.json';
import pt from './pt.json';
import th from './th.json';
import tl from './tl.json';
import vi from './vi.json';
import zh from './zh.json';

// The bet types' names come from the pages' texts, keyed by the game's family and the type's code; the play menu
// (GET /lgw/games/rules, the server's rules view) names them in English only. Read here from the server's own rules
// view for every game and prize mode, so a bet type added to the engine without its names in six languages, or an
// English name that drifts from the menu's, fails the pages' tests.

const TEXTS: Record<string, Record<string, string>> = { en, tl, zh, vi, th, pt };
const translate = (texts: Record<string, string>) => (key: MessageKey, values?: Record<string, string | number>) =>
  format(texts[key] ?? `missing ${key}`, values);

const menus = [...drawGames().values()].flatMap((drawGame) =>
  drawGame.game.prizeModes.map((prizeMode) => rulesView(drawGame, prizeMode)),
);
const betTypes = menus.flatMap((rules) =>
  rules.betTypes.map((betType) => ({ gameId: rules.gameId, category: rules.category, betType })),
);

describe("the bet types of the server's play menu, named in six languages", () => {
  it('covers every game of the engine, the Vietnamese northern draw among them', () => {
    expect(new Set(menus.map((rules) => rules.gameId)).size).toBe(21);
    expect(betTypes.filter(({ gameId }) => gameId === 'vn-north').map(({ betType }) => betType.code)).toEqual([
      'lo2',
      'lo3',
      'de',
      'threeCang',
    ]);
  });

  it("holds the pages' tests to the northern draw's menu as the server answers it", () => {
    expect(menus.find((rules) => rules.gameId === 'vn-north')).toEqual(VN_NORTH_RULES);
  });

  it('names each in English exactly as the play menu does', () => {
    const english: Record<string, string> = en;
    for (const { gameId, category, betType } of betTypes) {
      expect(english[`bet.${category}.${betType.code}`], `${gameId} ${betType.code}`).toBe(betType.name);
      expect(betTypeName(category, betType, translate(english))).toBe(betType.name);
    }
  });

  it.each(Object.keys(TEXTS).filter((language) => language !== 'en'))(
    '%s has a name of its own for each, never the code',
    (language) => {
      const texts = TEXTS[language]!;
      for (const { gameId, category, betType } of betTypes) {
        const key = `bet.${category}.${betType.code}`;
        const name = texts[key] ?? '';
        expect(name.trim(), `${language} ${gameId} ${key}`).not.toBe('');
        expect(name, `${language} ${gameId} ${key}`).not.toBe(betType.code);
        expect(betTypeName(category, betType, translate(texts))).toBe(name);
      }
    },
  );

  it('keeps no name of a bet type the play menu does not have', () => {
    const menuKeys = new Set(betTypes.map(({ category, betType }) => `bet.${category}.${betType.code}`));
    expect(Object.keys(en).filter((key) => key.startsWith('bet.') && !menuKeys.has(key))).toEqual([]);
  });

  it.each(Object.keys(TEXTS))("%s names every prize of the northern draw's result", (language) => {
    for (const { tier } of VN_NORTH_TIERS) {
      expect(TEXTS[language]![`results.tier.${tier}`]?.trim(), `${language} ${tier}`).toBeTruthy();
    }
  });
});
