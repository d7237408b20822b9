import { randomBytes } from 'node:crypto';
import { API } from '@palaro/contract';
import { describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer } from '../../testing/money-fixtures';
import { useOpsCli } from '../../testing/ops-cli';

const { ops, server } = useOpsCli('ops-cli-chat');

describe('npm run ops chat', () => {
  it('lists, shows, takes, answers and closes live chat conversations', { timeout: 120_000 }, async () => {
    const player = await newPlayer(server());
    const body = { clientId: randomBytes(9).toString('base64url'), text: 'My GCash deposit is missing' };
    const sent = await call(server(), 'POST', API.chatMessages, body, { token: player.token });
    const id = valueOf<{ conversationId: string }>(sent).conversationId;

    expect((await ops('login', 'support', '--password', 'SupportDemo-2024')).code).toBe(0);
    const listed = await ops('chat', 'list', '--status', 'waiting');
    expect(listed.out).toMatch(new RegExp(`\\n${id} +${player.username} +waiting +1 .*My GCash deposit is missing`));

    expect((await ops('chat', 'take', id)).out).toContain("status: 'active'");
    const answered = await ops('chat', 'answer', id, 'Checking', 'it', 'now');
    expect(answered.code).toBe(0);
    expect(answered.out).toMatch(/support: Checking it now/);

    const shown = await ops('chat', 'show', id);
    expect(shown.out).toContain(`conversation ${id} with ${player.username}: active (support)`);
    expect(shown.out).toMatch(
      /player: My GCash deposit is missing\n.*--: support joined the conversation\n.*support: Checking it now/,
    );
    expect((await ops('chat', 'list', '--player', player.username)).out).toMatch(
      new RegExp(`\\n${id} .* active +support +0 `),
    );

    expect((await ops('chat', 'close', id)).out).toContain("status: 'closed'");
    const again = await ops('chat', 'answer', id, 'Hello?');
    expect(again.code).toBe(1);
    expect(again.out).toContain('chat.closed');
    expect((await ops('chat', 'show', '999999999')).out).toContain('chat.unknown');
    expect((await ops('chat', 'answer', id)).out).toContain('missing text');
    expect((await ops('chat', 'shout')).out).toContain('expected list, show, take, answer or close');

    // cashiers keep to the money
    expect((await ops('login', 'cashier', '--password', 'CashierDemo-2024')).code).toBe(0);
    expect((await ops('chat', 'list')).out).toContain('permission.denied');
  });
});
