import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../testing/ops-cli';

const { ops, file } = useOpsCli('ops-cli-announcements');

describe('npm run ops announcements', () => {
  it(
    'publishes from a file, lists, edits and retires; refuses a file that breaks a rule',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const input = {
        type: 'PL',
        execution: ['A', 'B'],
        texts: {
          EN: { title: 'Cash-in via 7-Eleven now open', content: '<p>Pay at any 7-Eleven.</p><script>x</script>' },
        },
        startAt: new Date(Date.now() - 60_000).toISOString(),
      };
      const added = await ops('announcement-add', '--file', file('add.json', input));
      expect(added.code).toBe(0);
      const id = /id: '(\d+)'/.exec(added.out)?.[1] ?? '';
      expect(id).not.toBe('');
      expect(added.out).not.toContain('<script>');

      const listed = await ops('announcements');
      expect(listed.out).toMatch(new RegExp(`\\n${id} +PL +A,B +live .*Cash-in via 7-Eleven now open`));

      const later = { ...input, startAt: Date.now() + 3_600_000, sort: 7 };
      expect((await ops('announcement-edit', id, '--file', file('edit.json', later))).out).toContain('sort: 7');
      expect((await ops('announcements')).out).toMatch(new RegExp(`\\n${id} +PL +A,B +scheduled +7 `));

      expect((await ops('announcement-retire', id)).out).toMatch(/retiredAt: \d+/);
      expect((await ops('announcements')).out).toMatch(new RegExp(`\\n${id} +PL +A,B +retired `));

      const broken = await ops(
        'announcement-add',
        '--file',
        file('broken.json', { ...input, texts: { TL: input.texts.EN } }),
      );
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('announcement.invalid');
      expect(broken.out).toContain('texts.EN');
      expect((await ops('announcement-retire', '999999')).out).toContain('announcement.unknown');
      expect((await ops('announcement-add')).out).toContain('missing --file');
    },
  );
});
