// The load tools of npm run bench:wallet: wrk (default; a C program, from Debian's package `wrk`) or autocannon
// (BENCH_TOOL=autocannon; runs inside the bench's own Node process). Both keep `clients` connections busy, one request
// at a time each, and answer the same figures.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What one run of the tool measured; CPU is the tool's own, in ms. */
export type LoadResult = { requests: number; rps: number; p50: number; p99: number; failed: number; toolCpuMs: number };

/** A POST of `clients` connections for `seconds`; `body` is a transfer between two wallets, or `{}`. */
export type LoadRun = {
  url: string;
  clients: number;
  seconds: number;
  tokens: string[];
  transfer?: { from: string; to: string };
  /** Requests per second offered on a fixed schedule (latency counted from each request's due time); none: closed loop. */
  rate?: number;
};

/** `paced`: whether the tool can offer a fixed rate (LoadRun.rate); only the wrk runner can. */
export type LoadTool = { name: string; paced: boolean; run: (load: LoadRun) => Promise<LoadResult> };

const WRK_SCRIPT = fileURLToPath(new URL('./bench-wallet.lua', import.meta.url));
const WRK_PACED_SCRIPT = fileURLToPath(new URL('./bench-wallet-paced.lua', import.meta.url));
// two threads: one per core of the target machine; more would only take turns
const WRK_THREADS = 2;

/** BENCH_TOOL: "wrk" (default) or "autocannon"; `dir` holds the token file wrk reads. */
export function loadTool(dir: string): LoadTool {
  const name = process.env.BENCH_TOOL ?? 'wrk';
  if (name === 'autocannon') return { name, paced: false, run: autocannonRun };
  if (name !== 'wrk') throw new Error(`BENCH_TOOL=${name}: expected wrk or autocannon`);
  if (spawnSync('wrk', ['--version']).error)
    throw new Error('wrk is not installed: apt-get install -y wrk (or BENCH_TOOL=autocannon)');
  const tokenFile = join(dir, 'tokens.txt');
  return { name: 'wrk', paced: true, run: (load) => wrkRun(load, tokenFile) };
}

async function wrkRun(
  { url, clients, seconds, tokens, transfer, rate }: LoadRun,
  tokenFile: string,
): Promise<LoadResult> {
  writeFileSync(tokenFile, `${tokens.join('\n')}\n`);
  // a prefix new to every run keeps request ids unique across rows and warm-ups
  const prefix = randomBytes(6).toString('hex');
  const args = [
    '-t',
    String(WRK_THREADS),
    '-c',
    String(clients),
    '-d',
    `${seconds}s`,
    '--latency',
    '-s',
    rate ? WRK_PACED_SCRIPT : WRK_SCRIPT,
    url,
    '--',
    tokenFile,
  ];
  args.push(transfer ? 'transfer' : 'empty', transfer?.from ?? '-', transfer?.to ?? '-', prefix, String(WRK_THREADS));
  if (rate) args.push(String(rate));
  const output = await wrkOutput(args);
  const { result, toolCpuMs } = wrkFigures(output);
  // paced: latency from each request's due time, over every answer (wrk's own figures time from the actual send)
  const paced = rate
    ? (JSON.parse(/WRK_PACED (\{.*\})/.exec(output)?.[1] ?? 'null') as {
        answers: number;
        unmatched: number;
        p50Us: number;
        p99Us: number;
      } | null)
    : null;
  if (rate && !paced) throw new Error(`wrk printed no paced result:\n${output}`);
  return {
    requests: result.requests,
    rps: Math.round(result.requests / (result.durationUs / 1e6)),
    // wrk measures in microseconds; the table shows milliseconds like autocannon's
    p50: Math.round((paced?.p50Us ?? result.p50Us) / 1000),
    p99: Math.round((paced?.p99Us ?? result.p99Us) / 1000),
    failed: result.non2xx + result.errors + result.timeouts + (paced?.unmatched ?? 0),
    toolCpuMs,
  };
}

/** Runs wrk with `args` (bash's `times` after it prints the CPU its children used) and answers what it printed. */
async function wrkOutput(args: readonly string[]): Promise<string> {
  const quoted = args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  return new Promise<string>((resolve, reject) => {
    const child = spawn('bash', ['-c', `wrk ${quoted} && times`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
  });
}

/** The WRK_RESULT line a bench's wrk script prints in done(), and the tool's CPU from `times`. */
function wrkFigures(output: string) {
  const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const result = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p99Us: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  const times = output.trim().split('\n').slice(-1)[0] ?? '';
  const toolCpuMs = [...times.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, secs]) => sum + (Number(minutes) * 60 + Number(secs)) * 1000,
    0,
  );
  return { result, toolCpuMs };
}

/**
 * A closed-loop wrk run of a bench's own script (`script`, given `scriptArgs` after "--"): `clients` connections for
 * `seconds` on WRK_THREADS threads. The script prints WRK_RESULT in done() as bench-wallet.lua does.
 */
export async function wrkScriptRun(
  script: string,
  scriptArgs: readonly string[],
  { url, clients, seconds }: { url: string; clients: number; seconds: number },
): Promise<LoadResult> {
  const args = ['-t', String(WRK_THREADS), '-c', String(clients), '-d', `${seconds}s`, '--latency', '-s', script, url];
  const { result, toolCpuMs } = wrkFigures(await wrkOutput([...args, '--', ...scriptArgs]));
  return {
    requests: result.requests,
    rps: Math.round(result.requests / (result.durationUs / 1e6)),
    p50: Math.round(result.p50Us / 1000),
    p99: Math.round(result.p99Us / 1000),
    failed: result.non2xx + result.errors + result.timeouts,
    toolCpuMs,
  };
}

async function autocannonRun({ url, clients, seconds, tokens, transfer, rate }: LoadRun): Promise<LoadResult> {
  if (rate) throw new Error('autocannon cannot time from due times: paced rows need wrk');
  let next = 0;
  let counter = 0;
  const prefix = randomBytes(6).toString('hex');
  const body = () =>
    transfer ? JSON.stringify({ requestId: `${prefix}-${(counter += 1)}`, ...transfer, amount: '1' }) : '{}';
  const before = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: clients,
    duration: seconds,
    method: 'POST',
    initialContext: {},
    requests: [
      {
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= tokens[next++ % tokens.length] ?? '';
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: context.token },
            body: body(),
          };
        },
      },
    ],
  });
  const used = process.cpuUsage(before);
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    toolCpuMs: (used.user + used.system) / 1000,
  };
}
