import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../../shared/api/announcements/get-announcements';

// The popup's code comes only when there are popups to decide on.
const AnnouncementPopup = lazy(() => import('../../features/announcements/components/announcement-popup'));

/** Home's announcement popup (SPEC 2.3, 4), once the page is the app's and the visitor has popups at all. */
export function AnnouncementPopupHost() {
  const count = useAnnouncements().data?.popup.length ?? 0;
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup />
    </Suspense>
  );
}
