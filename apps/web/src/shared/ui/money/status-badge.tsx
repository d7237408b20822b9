import { useTranslation } from 'react-i18next';
import './money.css';

const TONES: Record<string, 'pending' | 'success' | 'danger' | 'muted'> = {
  pending: 'pending',
  success: 'success',
  rejected: 'danger',
  failed: 'danger',
  expired: 'muted',
};

/** A deposit or withdrawal status as a coloured pill; the text is the status's name for the kind of order. */
export function StatusBadge({ kind, status }: { kind: 'deposit' | 'withdrawal'; status: string }) {
  const { t } = useTranslation('money');
  return (
    <span className={`status-badge status-badge--${TONES[status] ?? 'muted'}`}>{t(`status.${kind}.${status}`)}</span>
  );
}
