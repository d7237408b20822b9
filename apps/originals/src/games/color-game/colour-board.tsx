import type { CSSProperties } from 'react';
import type { ColourName } from '@palaro/contract/originals';
import { COLOUR_HEX } from '../../shared/art/colours';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '../../shared/lib/money';
import { StakeBadge } from '../table/chip-rack';

type Props = {
  colours: readonly ColourName[];
  stakes: Partial<Record<ColourName, bigint>>;
  /** After a roll: how many dice show each colour. */
  matches: Partial<Record<ColourName, number>> | null;
  payouts: Partial<Record<ColourName, bigint>> | null;
  currency: string;
  disabled: boolean;
  onBet: (colour: ColourName) => void;
};

/** The six-colour betting board; a tap puts the chosen chip on a colour. */
export function ColourBoard({ colours, stakes, matches, payouts, currency, disabled, onBet }: Props) {
  const { t } = useI18n();
  return (
    <div className="colour-board">
      {colours.map((colour) => {
        const paint = COLOUR_HEX[colour];
        const hits = matches?.[colour] ?? 0;
        const payout = payouts?.[colour];
        const state = matches === null ? '' : hits > 0 ? ' colour-spot--hit' : ' colour-spot--miss';
        return (
          <button
            key={colour}
            type="button"
            className={`colour-spot${state}`}
            style={{ '--spot': paint.face, '--spot-edge': paint.edge, '--spot-ink': paint.ink } as CSSProperties}
            onClick={() => onBet(colour)}
            disabled={disabled}
            aria-label={t('colorGame.betOn', { colour: t(`colour.${colour}`) })}
            data-testid={`spot-${colour}`}
          >
            <span className="colour-spot__name">{t(`colour.${colour}`)}</span>
            <StakeBadge amount={stakes[colour]} currency={currency} />
            {hits > 0 ? <span className="colour-spot__hits">×{hits}</span> : null}
            {payout !== undefined && payout > 0n ? (
              <span className="colour-spot__payout">+{formatMoney(payout, currency)}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
