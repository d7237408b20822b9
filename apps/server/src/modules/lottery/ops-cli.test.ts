import { describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/manual-clock';
import { useOpsCli } from '../../testing/ops-cli';

// Saturday 2026-11-28, 20:55 in Manila: Lotto 6/42 draws at 21:00
const clock = manualClock(Date.parse('2026-11-28T12:55:00Z'));
const { ops, app } = useOpsCli('ops-cli-lottery', { clock: clock.now });

describe('npm run ops lottery', () => {
  it(
    'lists games and draws, enters and confirms a result as two operators, voids a draw',
    { timeout: 120_000 },
    async () => {
      await app().lottery.draws.schedule();
      // 21:05: it has drawn and waits for its official result
      clock.advance(10 * 60_000);
      await app().lottery.draws.advance();
      expect((await ops('login', 'cashier', '--password', 'CashierDemo-2024')).code).toBe(0);
      const games = await ops('lottery', 'games');
      expect(games.out).toMatch(
        /\nlotto-6-42 +Lotto 6\/42 +trad +official +21:00 tue,thu,sat +Asia\/Manila +900 s before/,
      );
      expect(games.out).toMatch(/\ndice-1m +Fast 3 Dice 1 min +ent +house +every 60 s +Asia\/Manila +10 s before/);

      const entered = await ops('lottery', 'enter', 'lotto-6-42', '20261128-0001', '--result', '[4,15,23,31,38,42]');
      expect(entered.code).toBe(0);
      expect(entered.out).toMatch(/lotto-6-42 +20261128-0001 +closed .* cashier \(pending\)/);
      const same = await ops('lottery', 'confirm', 'lotto-6-42', '20261128-0001', '--result', '[4,15,23,31,38,42]');
      expect(same.code).toBe(1);
      expect(same.out).toContain('lottery.result.sameOperator');

      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const other = await ops('lottery', 'confirm', 'lotto-6-42', '20261128-0001', '--result', '[4,15,23,31,38,41]');
      expect(other.out).toContain('lottery.result.mismatch');
      const confirmed = await ops(
        'lottery',
        'confirm',
        'lotto-6-42',
        '20261128-0001',
        '--result',
        '[4,15,23,31,38,42]',
      );
      expect(confirmed.out).toMatch(/20261128-0001 +drawn .* cashier \+ ops +4 15 23 31 38 42/);

      const voided = await ops('lottery', 'void', 'dice-5m', '20261128-0254', '--reason', 'Draw server outage');
      expect(voided.out).toMatch(/dice-5m +20261128-0254 +void .* Draw server outage/);
      const listed = await ops('lottery', 'draws', '--status', 'void');
      expect(listed.out).toContain('page 1 of 1, 1 in all');
      expect((await ops('lottery', 'void', 'dice-5m', '20261128-0254')).out).toContain('missing --reason');
    },
  );
});
