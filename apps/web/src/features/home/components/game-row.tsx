import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@palaro/contract/game-catalogue';
import { whenIdle } from '../../../shared/lib/when-idle';
import { useGameActions } from '../../../shared/lib/games/use-game-actions';
import { Link } from '../../../shared/lib/router';
import { GameTile } from '../../../shared/ui/game-tile/game-tile';
import { ChevronIcon } from '../../../shared/ui/icons/nav-icons';

type Props = { id: string; title: string; viewAllHref: string; games: Game[] | undefined };

const PLACEHOLDERS = 3;
// two pages of three: what a phone shows and the page after it; the rest follows a few at a time while the page is idle
const FIRST_TILES = 6;
const MORE_TILES = 6;

/** A home row (SPEC 2.3): a title, "view all", and a carousel that moves 3 games at a time. */
export function GameRow({ id, title, viewAllHref, games: arrived }: Props) {
  const { t } = useTranslation('home');
  // thirty tiles are rendered in the background, in slices the browser can interleave with input, instead of in
  // one long task when the list arrives (query results arrive as urgent updates)
  const games = useDeferredValue(arrived);
  // each slice of tiles is also its own commit and layout: no single task builds and lays out thirty tiles
  const [shown, setShown] = useState(FIRST_TILES);
  const total = games?.length ?? 0;
  useEffect(() => {
    if (shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown((count) => count + MORE_TILES)), 1000);
  }, [shown, total]);
  const actions = useGameActions();
  const trackRef = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy?.({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  if (games?.length === 0) return null;
  const headingId = `home-row-${id}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        <span className="home-section__tools">
          <button
            type="button"
            className="home-section__arrow home-section__arrow--back"
            aria-label={t('previousGames', { section: title })}
            onClick={() => page(-1)}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="home-section__arrow"
            aria-label={t('nextGames', { section: title })}
            onClick={() => page(1)}
          >
            <ChevronIcon />
          </button>
          <Link className="home-section__more" to={viewAllHref} aria-label={t('viewAllOf', { section: title })}>
            {t('viewAll')}
          </Link>
        </span>
      </div>
      <ul ref={trackRef} className="game-row">
        {games
          ? games.slice(0, shown).map((game) => (
              <li key={game.nodeId} className="game-row__item">
                <GameTile
                  game={game}
                  favourite={actions.isFavourite(game)}
                  onLaunch={actions.onLaunch}
                  onToggleFavourite={actions.toggleFavourite}
                />
              </li>
            ))
          : Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className="game-row__item game-tile game-tile--placeholder" aria-hidden="true" />
            ))}
      </ul>
    </section>
  );
}
