import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../testing/ops-cli';

const { ops, file } = useOpsCli('ops-cli-help');

describe('npm run ops help', () => {
  it(
    'adds from a file, lists, edits and retires; refuses a file that breaks a rule',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const input = {
        tag: 'bonus-rules',
        sort: 500,
        texts: {
          EN: {
            title: 'Bonus rules',
            content: '<p>How bonuses work.</p><script>x</script>',
            children: [{ title: 'Turnover', content: '<p>Play it through.</p><img src=x onerror=alert(1)>' }],
          },
        },
      };
      const added = await ops('help-add', '--file', file('add.json', input));
      expect(added.code).toBe(0);
      const id = /id: '(\d+)'/.exec(added.out)?.[1] ?? '';
      expect(id).not.toBe('');
      expect(added.out).not.toContain('<script>');
      expect(added.out).not.toContain('onerror');

      const listed = await ops('help');
      expect(listed.out).toMatch(/^id +tag +status +sort +languages +children +title/);
      expect(listed.out).toMatch(new RegExp(`\\n${id} +bonus-rules +live +500 +EN +1 +Bonus rules`));
      // the demo sections are there too
      expect(listed.out).toMatch(/ terms +live +10 +EN,TL +6 +Terms of use/);

      const edited = {
        ...input,
        sort: 7,
        texts: { ...input.texts, TL: { title: 'Mga patakaran ng bonus', content: '' } },
      };
      expect((await ops('help-edit', id, '--file', file('edit.json', edited))).out).toContain('sort: 7');
      expect((await ops('help')).out).toMatch(new RegExp(`\\n${id} +bonus-rules +live +7 +EN,TL `));

      expect((await ops('help-retire', id)).out).toMatch(/retiredAt: \d+/);
      expect((await ops('help')).out).toMatch(new RegExp(`\\n${id} +bonus-rules +retired `));

      const broken = await ops('help-add', '--file', file('broken.json', { ...input, texts: { TL: input.texts.EN } }));
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('help.invalid');
      expect(broken.out).toContain('texts.EN');
      const taken = await ops('help-add', '--file', file('taken.json', { ...input, tag: 'faq' }));
      expect(taken.out).toContain('help.tagTaken');
      expect((await ops('help-retire', '999999')).out).toContain('help.unknown');
      expect((await ops('help-add')).out).toContain('missing --file');
    },
  );
});
