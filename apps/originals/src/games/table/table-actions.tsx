import { useI18n } from '../../shared/i18n/i18n';
import { ClearIcon, RepeatIcon, UndoIcon } from '../../shared/ui/icons';

type Props = {
  actionLabel: string;
  onAction: () => void;
  actionDisabled: boolean;
  onUndo: () => void;
  onClear: () => void;
  onRebet: () => void;
  canUndo: boolean;
  canRebet: boolean;
};

/** Undo, clear, rebet and the table's main action (roll, deal). */
export function TableActions({
  actionLabel,
  onAction,
  actionDisabled,
  onUndo,
  onClear,
  onRebet,
  canUndo,
  canRebet,
}: Props) {
  const { t } = useI18n();
  return (
    <div className="table-actions">
      <button type="button" className="round-tool" onClick={onUndo} disabled={!canUndo} aria-label={t('table.undo')}>
        <UndoIcon />
        <span>{t('table.undo')}</span>
      </button>
      <button type="button" className="round-tool" onClick={onClear} disabled={!canUndo} aria-label={t('table.clear')}>
        <ClearIcon />
        <span>{t('table.clear')}</span>
      </button>
      <button type="button" className="action-button" onClick={onAction} disabled={actionDisabled}>
        {actionLabel}
      </button>
      <button type="button" className="round-tool" onClick={onRebet} disabled={!canRebet} aria-label={t('table.rebet')}>
        <RepeatIcon />
        <span>{t('table.rebet')}</span>
      </button>
    </div>
  );
}
