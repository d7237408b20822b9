import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { name: string; favourite: boolean; onToggle: () => Promise<void> };

/** The tile's star: pressed when the game is a favourite, busy while the change is on its way. */
export function FavouriteStar({ name, favourite, onToggle }: Props) {
  const { t } = useTranslation('games');
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onToggle();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`fav-star${favourite ? ' fav-star--on' : ''}`}
      aria-label={t('favourite', { name })}
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      {busy ? (
        <span className="fav-star__ring" aria-hidden="true" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="fav-star__icon">
          <path d="M12 3.6l2.5 5.2 5.7.8-4.1 4 1 5.6L12 16.5l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      )}
    </button>
  );
}
