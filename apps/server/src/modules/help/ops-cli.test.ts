import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const CLI = fileURLToPath(new URL('../../../scripts/ops.ts', import.meta.url));
const database = useTestDatabase();
let app: FastifyInstance;
let url: string;
let home: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  home = makeTempDir('ops-cli-help');
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

async function ops(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args, '--url', url],
      { env: { PATH: process.env.PATH ?? '', HOME: home } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

function file(name: string, content: object): string {
  const path = join(home, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

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
