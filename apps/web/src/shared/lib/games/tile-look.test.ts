import { setDrawnRender } from '../drawn-render';
import { adoptOnlineSeed } from './online-seed';
import { playersOnline, tileStyle } from './tile-look';

describe('game tile looks (SPEC 9)', () => {
  it('cycles the style by nodeId modulo 5, plus 1', () => {
    expect([0, 1, 4, 5, 6, 12].map(tileStyle)).toEqual([1, 2, 5, 1, 2, 3]);
  });

  it('shows players online from 500 to 1999, the same figure for the same game', () => {
    expect(playersOnline(9001, () => 0)).toBe(500);
    expect(playersOnline(9002, () => 0.999999)).toBe(1999);
    expect(playersOnline(9001, () => 0.5)).toBe(500);
    for (let nodeId = 1; nodeId < 200; nodeId += 1) {
      const figure = playersOnline(nodeId);
      expect(figure).toBeGreaterThanOrEqual(500);
      expect(figure).toBeLessThanOrEqual(1999);
    }
  });

  it('draws the same figures from the same seed, as a server-drawn page and the app that takes it over do', () => {
    let drawing: number | undefined = 42;
    setDrawnRender(() => (drawing === undefined ? undefined : { language: 'EN', seed: drawing, agreed: false }));
    const drawn = [3, 14, 159, 2653].map((nodeId) => playersOnline(nodeId));
    drawing = undefined;
    adoptOnlineSeed(42);
    expect([3, 14, 159, 2653].map((nodeId) => playersOnline(nodeId))).toEqual(drawn);
    adoptOnlineSeed(43);
    expect([3, 14, 159, 2653].map((nodeId) => playersOnline(nodeId))).not.toEqual(drawn);
  });
});
