import { useGame } from '../shared/game/game-context';
import { useT } from '../shared/i18n/i18n';
import { ShieldIcon } from '../shared/ui/icons';

const short = (text: string) => (text.length > 12 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text);

/** Always on screen: the commitment of the server seed in use, the client seed and the next nonce. */
export function FairnessStrip() {
  const t = useT();
  const { seeds, openSheet } = useGame();
  return (
    <button
      type="button"
      className="fairness-strip"
      onClick={() => openSheet('fairness')}
      aria-label={t('fairness.open')}
    >
      <ShieldIcon width={16} height={16} />
      <span className="fairness-strip__item">
        <span className="fairness-strip__label">{t('fairness.hashShort')}</span>
        <span className="mono" data-testid="strip-hash">
          {short(seeds.serverSeedHash)}
        </span>
      </span>
      <span className="fairness-strip__item">
        <span className="fairness-strip__label">{t('fairness.clientSeedShort')}</span>
        <span className="mono">{short(seeds.clientSeed)}</span>
      </span>
      <span className="fairness-strip__item">
        <span className="fairness-strip__label">{t('fairness.nonce')}</span>
        <span className="mono" data-testid="strip-nonce">
          {seeds.nextNonce}
        </span>
      </span>
    </button>
  );
}
