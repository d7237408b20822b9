import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../testing/ops-cli';

const { ops, file } = useOpsCli('ops-cli-inbox');

describe('npm run ops inbox', () => {
  it(
    'sends from a file, lists, filters by player and withdraws; refuses a file that breaks a rule',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const input = {
        audience: { kind: 'player', username: 'Demo' },
        texts: { EN: { title: 'Your GCash cash-in is credited', content: '<p>PHP 500 is in.</p><script>x</script>' } },
      };
      const sent = await ops('inbox-send', '--file', file('send.json', input));
      expect(sent.code).toBe(0);
      const id = /id: '(\d+)'/.exec(sent.out)?.[1] ?? '';
      expect(id).not.toBe('');
      expect(sent.out).toContain('recipients: 1');
      expect(sent.out).not.toContain('<script>');

      const line = new RegExp(
        `\\n${id} +\\S+ +operator +player:demo +live +1 +0 +0 +ops +Your GCash cash-in is credited`,
      );
      expect((await ops('inbox')).out).toMatch(line);
      const mine = await ops('inbox', '--player', 'demo');
      expect(mine.out).toMatch(line);
      expect((await ops('inbox', '--player', 'agent')).out).not.toContain('Your GCash cash-in');

      expect((await ops('inbox-retire', id)).out).toMatch(/retiredAt: \d+/);
      expect((await ops('inbox')).out).toMatch(new RegExp(`\\n${id} +\\S+ +operator +player:demo +retired `));
      const again = await ops('inbox-retire', id);
      expect(again.code).toBe(1);
      expect(again.out).toContain('inbox.retired');

      const broken = await ops(
        'inbox-send',
        '--file',
        file('broken.json', { ...input, texts: { TL: input.texts.EN } }),
      );
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('inbox.invalid');
      expect(broken.out).toContain('texts.EN');
      expect((await ops('inbox-send')).out).toContain('missing --file');
    },
  );
});
