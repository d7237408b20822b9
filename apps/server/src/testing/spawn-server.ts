import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export type ServerRun = {
  child: ChildProcess;
  /** Resolves with the base URL once the server listens. */
  listening: Promise<string>;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
};

/** Runs src/server.ts in its own process, exactly as `npm start` does after building. */
export function spawnServer(env: Record<string, string>): ServerRun {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
  listening.catch(() => undefined);
  return { child, listening, exited, stdout: () => out, stderr: () => err };
}

/** The pino JSON lines a run printed. */
export function logLines(run: ServerRun): Record<string, unknown>[] {
  return run
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
