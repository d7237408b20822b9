import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import './unread-badge.css';

/** The badge's figure: SPEC 9 caps it at 99+. */
export function badgeText(count: number): string {
  return count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);
}

/** A red count of unread items (SPEC 2.3); the label reads the exact number. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="unread-badge" role="status" aria-label={t('unreadCount', { count })}>
      {badgeText(count)}
    </span>
  );
}
