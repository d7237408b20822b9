import type { OpsFeedback } from '@palaro/contract';
import { Badge } from '../../shared/ui/badge';

export function FeedbackStatusBadge({ status }: { status: OpsFeedback['status'] }) {
  return status === 'open' ? <Badge tone="warning">Open</Badge> : <Badge tone="success">Answered</Badge>;
}
