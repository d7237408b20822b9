// `.ci/run`'s production check: `npm start` with NODE_ENV=production on a fresh DATA_DIR must come up with nothing of
// the demo in it. The status call answers, no demo operator can sign in, the sandbox gateway's routes do not exist.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// the demo operators of apps/server/src/db/seed/seed-demo-operators.ts, whose passwords the README publishes
const DEMO_OPERATORS = [
  ['ops', 'OpsDemo-2024'],
  ['cashier', 'CashierDemo-2024'],
  ['support', 'SupportDemo-2024'],
];
const START_TIMEOUT_MS = 120_000;

const dataDir = mkdtempSync(join(tmpdir(), 'palaro-production-check-'));
// production refuses the demo SMS outbox: a gateway on a loopback port nothing listens on (no check sends an SMS)
const merchantConfig = join(dataDir, 'merchant.json');
writeFileSync(
  merchantConfig,
  JSON.stringify({ sms: { provider: 'webhook', url: 'http://127.0.0.1:9/sms', tokenEnv: 'CHECK_SMS_TOKEN' } }),
);

const server = spawn(process.execPath, ['--max-semi-space-size=64', join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    MERCHANT_CONFIG: merchantConfig,
    CHECK_SMS_TOKEN: 'never-sent',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const base = await new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error(`no "Server listening" line within ${START_TIMEOUT_MS / 1000} s`)),
    START_TIMEOUT_MS,
  );
  const read = (chunk) => {
    output += chunk.toString('utf8');
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  };
  server.stdout.on('data', read);
  server.stderr.on('data', read);
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
}).catch((error) => {
  console.error(`production check: ${error.message}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});

const failures = [];
const check = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
};
try {
  const status = await fetch(`${base}/wps/system/status`);
  check(status.status === 200, `GET /wps/system/status answers 200 (got ${status.status})`);
  for (const [username, password] of DEMO_OPERATORS) {
    const login = await fetch(`${base}/ops/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = await login.json();
    check(
      body.success === false && body.errorCode === 'ops.login.failed',
      `demo operator ${username} cannot sign in (${body.errorCode ?? 'signed in'})`,
    );
  }
  // the sandbox answers an unknown payment with a page of its own: a JSON 404 means the route is not there at all
  for (const method of ['GET', 'POST']) {
    const page = await fetch(`${base}/sandbox-gateway/pay/${'a'.repeat(32)}`, { method });
    const routeMissing = page.status === 404 && !(page.headers.get('content-type') ?? '').includes('text/html');
    check(
      routeMissing,
      `${method} /sandbox-gateway/pay/:token does not exist (got ${page.status} ${page.headers.get('content-type')})`,
    );
  }
  const callback = await fetch(`${base}/wps/payment/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  check(callback.status === 404, `POST /wps/payment/callback/sandbox answers 404 (got ${callback.status})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`production check failed:\n${output}`);
  process.exit(1);
}
console.log('production check passed');
