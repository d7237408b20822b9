import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

// the benches start their servers with SERVER_NODE_FLAGS; `npm start` must run with the same, or they measure
// something else than what is deployed
describe('the Node flags of the API server', () => {
  it('are the ones npm start passes', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });
});
