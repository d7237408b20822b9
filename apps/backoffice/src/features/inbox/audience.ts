import { INBOX_SEGMENTS, type InboxAudience, type InboxSegment, type OpsInboxMessage } from '@palaro/contract';
import { REQUIRED_LANGUAGE } from '../../shared/lib/languages';

/** The contract's segments as operators read them. */
export const SEGMENT_NAMES: Record<InboxSegment, string> = {
  [INBOX_SEGMENTS.members]: 'Members (plain player accounts)',
  [INBOX_SEGMENTS.agents]: 'Agents',
  [INBOX_SEGMENTS.depositors]: 'Depositors (at least one credited deposit)',
  [INBOX_SEGMENTS.nonDepositors]: 'Never deposited',
};

export function audienceText(audience: InboxAudience): string {
  switch (audience.kind) {
    case 'player':
      return `Player ${audience.username}`;
    case 'segment':
      return SEGMENT_NAMES[audience.segment];
    case 'all':
      return 'Everyone';
  }
}

/** A sent message's title in the required language, else in the first language it has. */
export function titleOf(message: OpsInboxMessage): string {
  const texts = message.texts;
  return texts[REQUIRED_LANGUAGE]?.title ?? Object.values(texts).find((text) => text !== undefined)?.title ?? '';
}
