import type { GameCategory } from '@palaro/contract/games';
import { paths } from '../../../shared/config/paths';
import { categoryFromQuery } from '../../../shared/lib/game-categories';
import { useNavigate, useSearchParams } from '../../../shared/lib/router';
import { CategoryMenu } from './category-menu';
import { Lobby } from './lobby';
import { LobbyFrame } from './lobby-frame';

/** /m/gameCenter?gameType=: the category comes from the query; lobby (or none) is all games (SPEC 2.1). */
export default function GameCenterScreen() {
  const navigate = useNavigate();
  const category = categoryFromQuery(useSearchParams().get('gameType'));
  const select = (next: GameCategory | undefined) =>
    navigate(paths.gameCenter.getHref(next ?? 'lobby'), { replace: true });
  return (
    <LobbyFrame>
      <CategoryMenu selected={category} onSelect={select} />
      <Lobby key={category ?? 'lobby'} category={category} centrePage />
    </LobbyFrame>
  );
}
