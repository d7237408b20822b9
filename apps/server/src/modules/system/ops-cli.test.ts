import { describe, expect, it } from 'vitest';
import { useOpsCli } from '../../testing/ops-cli';

const { ops, file } = useOpsCli('ops-cli-site-links');

describe('npm run ops site-links', () => {
  it(
    'prints the links in force as JSON, replaces them from a file, takes back what it printed',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const configured = await ops('site-links');
      expect(configured.code).toBe(0);
      expect(JSON.parse(configured.out)).toMatchObject({ source: 'config', updatedBy: null });

      const links = {
        resources: [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/palaro/id1', labelNameEn: 'iOS app' }],
        customerService: [{ csType: 'VIBER', path: 'https://viber.example/palaro' }],
      };
      const set = await ops('site-links-set', '--file', file('links.json', JSON.stringify(links)));
      expect(set.code).toBe(0);
      expect(JSON.parse(set.out)).toMatchObject({ ...links, source: 'operator', updatedBy: 'ops' });

      const printed = (await ops('site-links')).out;
      expect((await ops('site-links-set', '--file', file('printed.json', printed))).code).toBe(0);
      const broken = await ops(
        'site-links-set',
        '--file',
        file('broken.json', JSON.stringify({ ...links, customerService: [{ csType: 'viber', path: 'x' }] })),
      );
      expect(broken.code).toBe(1);
    },
  );
});
