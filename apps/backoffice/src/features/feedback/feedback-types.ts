import { FEEDBACK_TYPES, FEEDBACK_TYPE_NONE, type FeedbackTypeName, type OpsFeedback } from '@palaro/contract';

const NAMES: Record<FeedbackTypeName, string> = {
  deposit_issues: 'Deposit issue',
  withdraw_issues: 'Withdrawal issue',
  game_issues: 'Game issue',
  service_issues: 'Service issue',
  apply_issues: 'Application issue',
  other_issues: 'Other issue',
};

/** The name operators read for a feedback's type code (SPEC 3's question types). */
export function feedbackTypeName(type: OpsFeedback['type']): string {
  if (type === FEEDBACK_TYPE_NONE) return 'No type chosen';
  const entry = (Object.entries(FEEDBACK_TYPES) as [FeedbackTypeName, number][]).find(([, code]) => code === type);
  return entry ? NAMES[entry[0]] : `Type ${type}`;
}
