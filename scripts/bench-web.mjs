// `npm run bench:web`: build, serve on a fresh data dir, run Lighthouse (mobile) on /m/home and print
// its performance figures beside the home route's critical JavaScript in KB gzip.
// Budget (docs/architecture.md section 8): critical JS <= 120 KB gzip; Lighthouse performance >= 95.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchProductionEnv } from './bench-production-env.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3095);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'palaro-bench-web-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...benchProductionEnv(dataDir),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

function gzipKb(url) {
  const path = new URL(url).pathname.replace(/^\/m\//, '');
  return gzipSync(readFileSync(join(root, 'apps/web/dist', path))).length / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const { lhr } = await lighthouse(`${base}/m/home`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    // a run Lighthouse could not finish scores nothing; it is reported and left out of the medians
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      console.log(`run ${i + 1} failed: ${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`);
      continue;
    }
    const scripts = lhr.audits['network-requests'].details.items.filter(
      (item) => item.resourceType === 'Script' && item.url.startsWith(`${base}/m/assets/`),
    );
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      jsKb: scripts.reduce((sum, item) => sum + gzipKb(item.url), 0),
      jsFiles: scripts.length,
    });
  }
  if (results.length === 0) throw new Error('no Lighthouse run finished');
  const pick = (key) => median(results.map((r) => r[key]));
  console.log(`\nLighthouse ${lhrVersion()} mobile, /m/home, median of ${results.length} runs`);
  console.log(`performance score   ${pick('score')}   (budget >= 95; runs: ${results.map((r) => r.score).join(', ')})`);
  console.log(`LCP                 ${pick('lcp').toFixed(0)} ms`);
  console.log(`FCP                 ${pick('fcp').toFixed(0)} ms`);
  console.log(`TBT                 ${pick('tbt').toFixed(0)} ms`);
  console.log(`CLS                 ${pick('cls').toFixed(3)}`);
  const critical = criticalJs();
  console.log(`critical JS         ${critical.toFixed(1)} KB gzip before home's first render (budget <= 120 KB)`);
  // the sections below the first screen load as the page settles; Lighthouse sees them too, so they are shown apart
  console.log(
    `all JS of the load  ${pick('jsKb').toFixed(1)} KB gzip in ${pick('jsFiles')} files (lazy sections included)`,
  );
  const overBudget = critical > 120 || pick('score') < 95;
  if (overBudget) console.log('OVER BUDGET');
  process.exitCode = overBudget ? 1 : 0;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** The same figure `npm run measure -w @palaro/web` checks: what home's first render imports, from the build manifest. */
function criticalJs() {
  const run = spawnSync(process.execPath, ['apps/web/scripts/measure-bundle.mjs'], { cwd: root, encoding: 'utf8' });
  const match = /home's critical JS[^:]*: ([\d.]+) KB/.exec(run.stdout);
  if (!match) throw new Error(`measure-bundle printed no figure:\n${run.stdout}${run.stderr}`);
  return Number(match[1]);
}

function lhrVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
