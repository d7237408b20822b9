import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@palaro/contract/game-catalogue';
import { useBanners } from '../../../shared/api/games/get-banners';
import { useLaunchGame } from '../../../shared/lib/games/use-launch-game';
import { BannerCarousel } from '../../../shared/ui/banner-carousel/banner-carousel';

/** The game centre's banners: m_home on the all-games page, m_local over the Originals (SPEC 2.3). */
export function LobbyBanners({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('home');
  const launch = useLaunchGame();
  const banners = useBanners([group]).data ?? [];
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} label={t('bannersLabel')} onGame={(nodeId) => void launch({ nodeId })} />;
}
