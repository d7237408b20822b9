import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../testing/ops-cli';
import { aboutInput } from './about-test-kit';

const { ops, file } = useOpsCli('ops-cli-about');

describe('npm run ops about', () => {
  it(
    'prints the page as JSON, replaces it from a file, takes back what it printed; refuses a bad file',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const demo = await ops('about');
      expect(demo.code).toBe(0);
      expect(JSON.parse(demo.out)).toMatchObject({
        updatedBy: 'demo',
        texts: { EN: { mission: { title: 'Our mission' } } },
      });

      const set = await ops('about-set', '--file', file('about.json', JSON.stringify(aboutInput())));
      expect(set.code).toBe(0);
      expect(JSON.parse(set.out)).toMatchObject({ updatedBy: 'ops', ambassadorPhoto: aboutInput().ambassadorPhoto });

      // what `about` prints goes back as it is
      const printed = (await ops('about')).out;
      expect(JSON.parse(printed)).toMatchObject({ texts: { TL: { mission: { title: 'Ang aming misyon' } } } });
      expect((await ops('about-set', '--file', file('printed.json', printed))).code).toBe(0);

      const broken = await ops(
        'about-set',
        '--file',
        file('broken.json', JSON.stringify(aboutInput({ gallery: ['http://a', '/b', '/c', '/d', '/e'] }))),
      );
      expect(broken.code).toBe(1);
      expect(broken.out).toContain('about.invalid');
      expect(broken.out).toContain('gallery.0');
      expect((await ops('about-set', '--file', file('bad.json', '{ not json'))).out).toContain('bad.json');
      expect((await ops('about-set')).out).toContain('missing --file');
    },
  );
});
