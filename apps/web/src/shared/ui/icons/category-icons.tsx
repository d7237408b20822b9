import type { ComponentType } from 'react';
import type { GameCategory } from '@palaro/contract/games';
import { makeIcon, type IconProps } from './make-icon';

const SparkleIcon = makeIcon(<path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" />);
const SlotsIcon = makeIcon(
  <path d="M4 5h13a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V6a1 1 0 011-1zM8 5v14M13 5v14M18 10h2.5V6.5" />,
);
const RouletteIcon = makeIcon(
  <path d="M12 20a8 8 0 100-16 8 8 0 000 16zM12 15a3 3 0 100-6 3 3 0 000 6zM12 4v5M12 15v5M4 12h5M15 12h5" />,
);
const FishIcon = makeIcon(<path d="M3 12c3.5-5.5 10-6 13.5 0C13 18 6.5 17.5 3 12zM16.5 12l4.5-3.5v7zM8 11h.01" />);
const BallIcon = makeIcon(
  <path d="M12 20a8 8 0 100-16 8 8 0 000 16zM12 8.5l3 2.2-1.1 3.6h-3.8L9 10.7zM12 4v4.5M15 10.7l4.5-1.2M13.9 14.3l2.6 3.9M10.1 14.3l-2.6 3.9M9 10.7L4.5 9.5" />,
);
const PadIcon = makeIcon(
  <path d="M7 8h10a4.5 4.5 0 014.5 4.5v1.5a3 3 0 01-5.3 1.9L14.8 14H9.2l-1.4 1.9A3 3 0 012.5 14v-1.5A4.5 4.5 0 017 8zM8 10.5v3.5M6.25 12.25h3.5M15.5 11.5h.01M17.5 13.5h.01" />,
);
const CardsIcon = makeIcon(
  <path d="M5 7.5h9a1.5 1.5 0 011.5 1.5v10.5A1.5 1.5 0 0114 21H5a1.5 1.5 0 01-1.5-1.5V9A1.5 1.5 0 015 7.5zM8.5 4.5H19a1.5 1.5 0 011.5 1.5v11M9.5 12l-2 2.5 2 2.5 2-2.5z" />,
);
const BallsIcon = makeIcon(
  <path d="M8 19.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM16 19.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM12 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z" />,
);
const SwordsIcon = makeIcon(
  <path d="M5 4l10 10M19 4L9 14M4 17l3 3M17 20l3-3M7.5 16.5l-2 2M16.5 16.5l2 2M13 14l-2 2M11 14l2 2" />,
);
const DiceIcon = makeIcon(
  <path d="M7 4h10a3 3 0 013 3v10a3 3 0 01-3 3H7a3 3 0 01-3-3V7a3 3 0 013-3zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" />,
);

const ICONS: Record<GameCategory, ComponentType<IconProps>> = {
  LOCAL: SparkleIcon,
  inhouse: SparkleIcon,
  RNG: SlotsIcon,
  LIVE: RouletteIcon,
  FISH: FishIcon,
  SPORTS: BallIcon,
  ESPORTS: PadIcon,
  PVP: CardsIcon,
  LOTT: BallsIcon,
  ELOTT: BallsIcon,
  COCKFIGHT: SwordsIcon,
  BGS: DiceIcon,
};

export function GameCategoryIcon({ category, className }: { category: GameCategory; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} />;
}
