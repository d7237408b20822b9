// `npm run bench:web`: build, serve on a fresh data dir, run Lighthouse (mobile) BENCH_RUNS times (default 5) on each
// route of BENCH_ROUTES (default home, the game centre and login), then measure each route's repeat visit through the
// service worker (scripts/bench-web-repeat-visit.mjs). Prints per route the medians and every run's score, the worst
// score, the longest main-thread task, Lighthouse's benchmarkIndex and the load average around the runs, and beside
// them home's critical JS in KB gzip and a table of the first-view targets.
// Budget (docs/architecture.md section 8): critical JS <= 120 KB gzip; home's median performance >= 95. Only the budget
// sets the exit code; the targets are printed, met or not.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchProductionEnv } from './bench-production-env.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { median, range, runFigures } from './bench-web-run-figures.mjs';
import { measureRepeatVisits, repeatVisitLines } from './bench-web-repeat-visit.mjs';
import { printTargets } from './bench-web-targets.mjs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3095);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_SAVE=<dir> keeps every run's Lighthouse report there, for the trace summaries in docs/bench/
const saveDir = process.env.BENCH_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
// the game centre opens on all games, as the bottom menu links it (paths.gameCenter.getHref())
const ALL_ROUTES = ['/m/home', '/m/gameCenter?gameType=lobby', '/m/login'];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',').map((route) => route.trim()) : ALL_ROUTES;

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

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function lighthouseRuns(chrome, route) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const { lhr } = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (saveDir) {
      const name = route.replace(/^\/m\//, '').replace(/[^\w]+/g, '-');
      writeFileSync(join(saveDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
    }
    const figures = runFigures(lhr, { assetsPrefix: `${base}/m/assets/`, gzipKb });
    // a run Lighthouse could not finish scores nothing; it is reported and left out of the medians
    if (figures) results.push(figures);
    else
      console.log(
        `${route} run ${i + 1} failed: ${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`,
      );
  }
  if (results.length === 0) throw new Error(`no Lighthouse run of ${route} finished`);
  return results;
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const task = (value) => (value === null ? '< 50 ms' : ms(value));

function printRoute(route, results, loadBefore, loadAfter) {
  const pick = (key) => median(results.map((r) => r[key]));
  const scores = results.map((r) => r.score);
  const [slowest, fastest] = range(results.map((r) => r.benchmarkIndex));
  const tasks = results.map((r) => r.longestTask);
  console.log(
    `\n${route}: Lighthouse ${lhrVersion()} mobile, median of ${results.length} runs` +
      (results.length < runs ? ` (${runs - results.length} failed)` : ''),
  );
  console.log(`load average        ${loadBefore} before, ${loadAfter} after (1, 5, 15 min)`);
  console.log(
    `benchmarkIndex      ${Math.round(pick('benchmarkIndex'))} (${Math.round(slowest)}-${Math.round(fastest)})`,
  );
  console.log(`performance score   ${pick('score')}, worst ${Math.min(...scores)}   (runs: ${scores.join(', ')})`);
  console.log(`LCP                 ${ms(pick('lcp'))}`);
  console.log(`FCP                 ${ms(pick('fcp'))}`);
  console.log(`Speed Index         ${ms(pick('si'))}`);
  console.log(`TBT                 ${ms(pick('tbt'))}`);
  console.log(`CLS                 ${pick('cls').toFixed(3)}`);
  console.log(
    `longest task        ${task(median(tasks))}, max ${task(range(tasks)[1])}   (4x CPU, simulated; runs: ` +
      `${tasks.map((value) => (value === null ? '<50' : Math.round(value))).join(', ')}; ` +
      `observed x4 at most ${ms(Math.max(...results.map((r) => r.longestTaskBound)))})`,
  );
  // the sections below the first screen load as the page settles; Lighthouse sees them too, so they are shown apart
  console.log(
    `all JS of the load  ${pick('jsKb').toFixed(1)} KB gzip in ${pick('jsFiles')} files (lazy sections included)`,
  );
}

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
  const byRoute = new Map();
  for (const route of routes) {
    const loadBefore = load();
    const results = await lighthouseRuns(chrome, route);
    printRoute(route, results, loadBefore, load());
    byRoute.set(route, results);
  }
  await chrome.kill();
  chrome = undefined;

  console.log('');
  const repeatVisits = await measureRepeatVisits(base, routes);
  for (const visit of repeatVisits) console.log(repeatVisitLines(visit).join('\n'));

  const critical = criticalJs();
  console.log(`\ncritical JS         ${critical.toFixed(1)} KB gzip before home's first render (budget <= 120 KB)`);
  printTargets({ byRoute, repeatVisits, critical });

  const home = byRoute.get('/m/home');
  const homeScore = home ? median(home.map((r) => r.score)) : null;
  const overBudget = critical > 120 || (homeScore !== null && homeScore < 95);
  console.log(
    `\nbudget: critical JS ${critical.toFixed(1)} <= 120 KB, home's median score ${homeScore ?? 'not measured'} >= 95: ` +
      (overBudget ? 'OVER BUDGET' : 'within budget'),
  );
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
