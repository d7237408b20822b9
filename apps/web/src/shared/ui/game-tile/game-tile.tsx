import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@palaro/contract/game-catalogue';
import { formatPlayersOnline, playersOnline, tileStyle } from '../../lib/games/tile-look';
import { UserIcon } from '../icons/nav-icons';
import { FavouriteStar } from './favourite-star';
import './game-tile.css';

export type GameTileProps = {
  game: Game;
  favourite: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => Promise<void>;
  /** Above-the-fold tiles load their icon at once. */
  eager?: boolean;
};

/** SPEC 2.3 game tile: icon, vendor display name, name, favourite star and, for RNG games, players online. */
export function GameTile({ game, favourite, onLaunch, onToggleFavourite, eager = false }: GameTileProps) {
  const { t, i18n } = useTranslation('games');
  const nameId = useId();
  const online = game.gameType === 'RNG' ? playersOnline(game.nodeId) : undefined;
  const icon = game.mobileLargeIcon || game.iconUrl;
  const [broken, setBroken] = useState(false);
  return (
    <article className={`game-tile game-tile--style-${tileStyle(game.nodeId)}`} aria-labelledby={nameId}>
      <button type="button" className="game-tile__play" aria-labelledby={nameId} onClick={() => onLaunch(game)}>
        <span className="game-tile__art">
          {game.showIcon !== 0 && icon && !broken ? (
            <img
              className="game-tile__icon"
              src={icon}
              alt=""
              width="240"
              height="240"
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="game-tile__initial" aria-hidden="true">
              {game.gameName.charAt(0)}
            </span>
          )}
          {game.gameClassifyNew === 1 && <span className="game-tile__badge">{t('newBadge')}</span>}
          {online !== undefined && (
            // the figure and a person read the same in every language and fit the narrowest tile; the words are for
            // screen readers ("1,986 naglalaro" was cut at 390 px)
            <span className="game-tile__online">
              <span className="game-tile__dot" aria-hidden="true" />
              <UserIcon className="game-tile__people" />
              <span aria-hidden="true">{formatPlayersOnline(online, i18n.language)}</span>
              <span className="visually-hidden">
                {t('playersOnline', { formatted: formatPlayersOnline(online, i18n.language) })}
              </span>
            </span>
          )}
        </span>
        <span className="game-tile__name" id={nameId}>
          {game.gameName}
        </span>
        <span className="game-tile__vendor">{game.displayName}</span>
      </button>
      <FavouriteStar name={game.gameName} favourite={favourite} onToggle={() => onToggleFavourite(game)} />
    </article>
  );
}
