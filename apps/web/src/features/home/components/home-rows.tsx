import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import { useFavouriteList } from '../../../shared/api/games/get-favourite-list';
import { useGameRow } from '../../../shared/api/games/get-game-list';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/lib/session/session-store';
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

/** Home's game rows: HOT, the player's favourites, the winners board, RNG and LIVE, each with "view all". */
export default function HomeRows() {
  const { t } = useTranslation('home');
  const session = useSession();
  return (
    <>
      <GameRow id="hot" title={t('hot')} viewAllHref={paths.gameCenter.getHref('lobby')} games={useHotGames().data} />
      {/* below HOT: it appears only once there are favourites, and must not push the first screen's row */}
      {session && <FavouritesRow />}
      <WinnersBoard />
      <GameRow id="rng" title={t('common:category.RNG')} viewAllHref={paths.gameCenter.getHref('RNG')} games={useGameRow(RNG_ROW).data?.games} />
      <GameRow id="live" title={t('common:category.LIVE')} viewAllHref={paths.gameCenter.getHref('LIVE')} games={useGameRow(LIVE_ROW).data?.games} />
    </>
  );
}
