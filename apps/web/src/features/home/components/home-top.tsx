import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../shared/api/announcements/get-announcements';
import { bannersOf, useBanners } from '../../../shared/api/games/get-banners';
import { useReloadVendorsOnLanguage } from '../../../shared/lib/games/use-reload-vendors-on-language';
import { useSession } from '../../../shared/lib/session/session-store';
import { BannerCarousel } from '../../../shared/ui/banner-carousel/banner-carousel';
import { HOME_TOP_BANNER_GROUPS } from '../api/home-banner-groups';
import { CategoryStrip } from './category-strip';
import { GuestCard } from './guest-card';
import { NoticeBar } from './notice-bar';
import { RecommendedStrip } from './recommended-strip';

// Only players see their balance, so guests never download it (nor the wallet's schema).
const BalanceWidget = lazy(() => import('./balance-widget'));

/** Home's first screen: banners, notice bar, balance (or a welcome for guests), categories and recommended games. */
export default function HomeTop() {
  const { t } = useTranslation('home');
  const session = useSession();
  const banners = useBanners(HOME_TOP_BANNER_GROUPS).data;
  const homeBanners = bannersOf(banners, 'm_home');
  const notices = useAnnouncements().data?.player ?? [];
  useReloadVendorsOnLanguage();
  return (
    <>
      {banners === undefined ? (
        <div className="banners-placeholder" aria-hidden="true" />
      ) : (
        homeBanners.length > 0 && <BannerCarousel banners={homeBanners} label={t('bannersLabel')} />
      )}
      <NoticeBar titles={notices.map((notice) => notice.title)} />
      {session ? (
        <Suspense fallback={<div className="wallet-card wallet-card--placeholder" aria-hidden="true" />}>
          <BalanceWidget />
        </Suspense>
      ) : (
        <GuestCard />
      )}
      <CategoryStrip />
      <RecommendedStrip banners={banners && bannersOf(banners, 'm_recommend')} />
    </>
  );
}
