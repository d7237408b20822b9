import { categoryFromQuery } from '../../../shared/lib/game-categories';
import { useSearchParams } from '../../../shared/lib/router';
import { Lobby } from './lobby';
import { LobbyFrame } from './lobby-frame';

/** /m/gameList?gameType&vassalage: one vendor's games (a VASSALAGE tile leads here, SPEC 4). */
export default function GameListScreen() {
  const query = useSearchParams();
  const category = categoryFromQuery(query.get('gameType'));
  const vendor = query.get('vassalage')?.toUpperCase() || undefined;
  return (
    <LobbyFrame>
      <Lobby key={`${category ?? ''}-${vendor ?? ''}`} category={category} initialVendor={vendor} />
    </LobbyFrame>
  );
}
