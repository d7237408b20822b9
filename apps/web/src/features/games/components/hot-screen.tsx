import { useState } from 'react';
import type { GameCategory } from '@palaro/contract/games';
import { CategoryMenu } from './category-menu';
import { Lobby } from './lobby';
import { LobbyFrame } from './lobby-frame';

/** /m/hot: the most played games, per category if the player picks one. */
export default function HotScreen() {
  const [category, setCategory] = useState<GameCategory | undefined>();
  return (
    <LobbyFrame>
      <CategoryMenu selected={category} onSelect={setCategory} />
      <Lobby key={category ?? 'all'} category={category} fixedClassify="HOT" />
    </LobbyFrame>
  );
}
