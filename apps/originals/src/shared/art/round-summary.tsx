import type { OriginalsResult } from '@palaro/contract/originals';
import { useT } from '../i18n/i18n';
import { COLOUR_HEX } from './colours';
import { PlayingCard } from './playing-card';
import { SymbolArt } from './slot-symbols';

/** A small picture of what a round drew: the base spin's window, the three dice, or both hands. */
export function RoundSummary({ result }: { result: OriginalsResult }) {
  const t = useT();
  switch (result.engine) {
    case 'slot': {
      const base = result.details.spins[0];
      if (!base) return null;
      const winning = new Set(base.lineWins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)));
      const rows = base.window[0]?.length ?? 0;
      return (
        <div className="summary summary--slot">
          <div className="summary__reels" style={{ gridTemplateColumns: `repeat(${base.window.length}, 1fr)` }}>
            {Array.from({ length: rows }, (_, row) =>
              base.window.map((reel, index) => (
                <span
                  key={`${index}-${row}`}
                  className={`summary__cell${winning.has(`${index}:${row}`) ? ' summary__cell--win' : ''}`}
                >
                  <SymbolArt id={reel[row] ?? ''} />
                </span>
              )),
            )}
          </div>
          {result.details.feature.triggered ? (
            <p className="summary__note">{t('slot.freeSpinsPlayed', { count: result.details.feature.spinsPlayed })}</p>
          ) : null}
        </div>
      );
    }
    case 'color-game':
      return (
        <div className="summary summary--dice">
          {result.outcome.dice.map((colour, index) => (
            <span
              key={index}
              className="summary__die"
              style={{ background: COLOUR_HEX[colour].face }}
              role="img"
              aria-label={t(`colour.${colour}`)}
            />
          ))}
        </div>
      );
    case 'baccarat':
      return (
        <div className="summary summary--cards">
          <div>
            <span className="summary__side summary__side--player">
              {t('baccarat.player')} {result.details.playerTotal}
            </span>
            <span className="summary__hand">
              {result.outcome.player.map((code, index) => (
                <PlayingCard key={`${index}-${code}`} code={code} size="sm" />
              ))}
            </span>
          </div>
          <div>
            <span className="summary__side summary__side--banker">
              {t('baccarat.banker')} {result.details.bankerTotal}
            </span>
            <span className="summary__hand">
              {result.outcome.banker.map((code, index) => (
                <PlayingCard key={`${index}-${code}`} code={code} size="sm" />
              ))}
            </span>
          </div>
        </div>
      );
  }
}
