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
import { aboutInput } from './about-test-kit';

const CLI = fileURLToPath(new URL('../../../scripts/ops.ts', import.meta.url));
const database = useTestDatabase();
let app: FastifyInstance;
let url: string;
let home: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  home = makeTempDir('ops-cli-about');
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

function file(name: string, content: string): string {
  const path = join(home, name);
  writeFileSync(path, content);
  return path;
}

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
