import type { OpsChatConversation } from '@palaro/contract';
import { Badge, type BadgeTone } from '../../shared/ui/badge';

const LOOK: Record<OpsChatConversation['status'], { tone: BadgeTone; label: string }> = {
  waiting: { tone: 'warning', label: 'Waiting' },
  active: { tone: 'info', label: 'Active' },
  closed: { tone: 'neutral', label: 'Closed' },
};

export function ChatStatusBadge({ status }: { status: OpsChatConversation['status'] }) {
  return <Badge tone={LOOK[status].tone}>{LOOK[status].label}</Badge>;
}
