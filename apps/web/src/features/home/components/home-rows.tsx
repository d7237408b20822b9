import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import { useFavouriteList } from '../../../shared/api/games/get-favourite-list';
import { useGameRow } from '../../../shared/api/games/get-game-list';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/lib/session/session-store';
import { LazySection } from '../../../shared/ui/lazy-section';
import { WinnersBoard } from '../../../shared/ui/winners-board/winners-board';
import { useHotGames } from '../api/get-hot-games';
import { GameRow } from './game-row';

const RNG_ROW = { gameType: 'RNG', pageSize: LIMITS.homeRowGames } as const;
const LIVE_ROW = { gameType: 'LIVE', pageSize: LIMITS.homeRowGames } as const;

function FavouritesRow() {
  const { t } = useTranslation('home');
  const favourites = useFavouriteList(undefined, LIMITS.homeFavouriteGames).data;
  const games = favourites?.pages[0]?.content;
  // the row appears only once there are favourites to show
  if (!games) return null;
  return <GameRow id="favourites" title={t('favourites')} viewAllHref={paths.fav.getHref()} games={games} />;
}

function CategoryRow({ row, title, href }: { row: typeof RNG_ROW | typeof LIVE_ROW; title: string; href: string }) {
  return (
    <GameRow id={row.gameType.toLowerCase()} title={title} viewAllHref={href} games={useGameRow(row).data?.games} />
  );
}

/** Home's game rows: HOT, the player's favourites, the winners board, RNG and LIVE, each with "view all". */
export default function HomeRows() {
  const { t } = useTranslation('home');
  const session = useSession();
  return (
    <>
      <GameRow id="hot" title={t('hot')} viewAllHref={paths.gameCenter.getHref('lobby')} games={useHotGames().data} />
      {/* below HOT: it appears only once there are favourites, and must not push the first screen's row */}
      {session && <FavouritesRow />}
      {/* HOT's heading shows on the first screen of a phone, so the rows come with it; the rest waits for a scroll */}
      <LazySection minHeight={780}>
        {() => (
          <>
            <WinnersBoard />
            <CategoryRow row={RNG_ROW} title={t('common:category.RNG')} href={paths.gameCenter.getHref('RNG')} />
            <CategoryRow row={LIVE_ROW} title={t('common:category.LIVE')} href={paths.gameCenter.getHref('LIVE')} />
          </>
        )}
      </LazySection>
    </>
  );
}
