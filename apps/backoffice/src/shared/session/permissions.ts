import type { OperatorRole } from '@palaro/contract';

// What each role may use in the back office. The server checks every call on its own (support < cashier < admin);
// this table decides only what the menu and the screens offer, so that a cashier is not shown content desks that
// are not their job. Each new screen adds its capability here.
const CAPABILITIES = {
  /** The live chat desk: take, answer and close conversations. */
  chatDesk: ['support', 'admin'],
  /** The feedback queue and its replies. */
  feedback: ['support', 'admin'],
  /** Sending an inbox message to one player, and the list of sent messages. */
  inboxSend: ['support', 'admin'],
  /** Sending to a segment or to everyone. */
  inboxBroadcast: ['admin'],
  /** Withdrawing a sent message from every inbox. */
  inboxWithdraw: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: OperatorRole, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly OperatorRole[]).includes(role);
}
