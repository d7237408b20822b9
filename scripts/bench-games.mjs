// `npm run bench:games`: the game list under load. Starts the real server (fresh embedded database, or
// DATABASE_URL) and a bare Fastify route serving the same body in its own process, then runs autocannon with
// 100 connections against each and prints requests per second and p99 latency side by side.
// Target: game list >= 20,000 req/s and p99 <= 10 ms at 100 clients on 2 cores.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchProductionEnv } from './bench-production-env.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = Number(process.env.BENCH_PORT ?? 3096);
const barePort = serverPort + 1;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const base = `http://127.0.0.1:${serverPort}`;

// what the lobby asks for most: category pages, page 2 of a category, a vendor, the all-games page
const QUERIES = [
  '?merchant=PALARO&platform=html5&gameName=&gameType=RNG&pageNo=1&pageSize=9&vassalage=&gameClassify=&isNew=&language=EN',
  '?merchant=PALARO&platform=html5&gameName=&gameType=&pageNo=1&pageSize=9&vassalage=&gameClassify=&isNew=&language=EN',
  '?merchant=PALARO&platform=html5&gameName=&gameType=RNG&pageNo=2&pageSize=9&vassalage=&gameClassify=&isNew=&language=EN',
  '?merchant=PALARO&platform=html5&gameName=&gameType=LIVE&pageNo=1&pageSize=9&vassalage=BAYANI&gameClassify=&isNew=&language=EN',
  '?merchant=PALARO&platform=html5&gameName=&gameType=FISH&pageNo=1&pageSize=30&vassalage=&gameClassify=&isNew=&language=EN',
];
const PATH = '/wps/game/list';

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = process.env.BENCH_BODY;
app.get('${PATH}', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: ${barePort}, host: '127.0.0.1' });
console.log('bare listening');
`;

const dataDir = mkdtempSync(join(tmpdir(), 'palaro-bench-games-'));
const children = [];

function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function run(url, title, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests: QUERIES.map((query) => ({ method: 'GET', path: `${PATH}${query}` })),
      },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

/** CPU seconds a process has used (Linux /proc), so a busy shared machine does not hide the server's own cost. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function measured(child, url, title, headers) {
  const before = cpuSeconds(child.pid);
  const outcome = await run(url, title, headers);
  const after = cpuSeconds(child.pid);
  return { ...outcome, cpu: before === undefined || after === undefined ? undefined : after - before };
}

function line({ title, result, cpu }) {
  const failures = result.non2xx + result.errors + result.timeouts;
  const perCpu = cpu ? `   ${String(Math.round(result.requests.total / cpu)).padStart(6)} req per CPU-second` : '';
  return `${title.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${failures} failed of ${result.requests.total}${perCpu}`;
}

try {
  const server = start([...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server.ts'], {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...benchProductionEnv(dataDir),
    // one benchmark client is one IP: the per-IP limit would answer 429 after the first thousand calls
    API_RATE_LIMIT: '9999999',
  });
  await waitFor(`${base}/wps/system/status`);
  const bodies = await Promise.all(QUERIES.map(async (query) => (await fetch(`${base}${PATH}${query}`)).text()));
  const bareServer = start(['--input-type=module', '-e', BARE_SERVER], { BENCH_BODY: bodies[0] });
  await waitFor(`http://127.0.0.1:${barePort}${PATH}`);

  console.log(
    `game list bodies: ${bodies.map((body) => `${(body.length / 1024).toFixed(1)} KB`).join(', ')}; ${connections} connections, ${seconds} s each`,
  );
  // warm both up (JIT, caches), then measure one after the other so they never share the cores
  await run(`${base}${PATH}`, 'warm-up').catch(() => undefined);
  const bare = await measured(bareServer, `http://127.0.0.1:${barePort}${PATH}`, 'bare Fastify route');
  const list = await measured(server, `${base}${PATH}`, 'GET /wps/game/list');
  // what browsers send: the body goes out compressed (done once per body, not per request)
  const compressed = await measured(server, `${base}${PATH}`, '  ... with br/gzip', {
    'accept-encoding': 'gzip, deflate, br',
  });
  console.log(line(bare));
  console.log(line(list));
  console.log(line(compressed));
  const rps = list.result.requests.average;
  const p99 = list.result.latency.p99;
  const met = rps >= 20_000 && p99 <= 10;
  console.log(
    `target >= 20000 req/s and p99 <= 10 ms: ${met ? 'met' : 'NOT met'} (${Math.round((rps / bare.result.requests.average) * 100)}% of the bare route)`,
  );
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `machine load average during the run: ${load} (on ${(await import('node:os')).availableParallelism()} cores); other work on the machine lowers both lines alike`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
