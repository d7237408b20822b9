import { lazy, Suspense, useEffect, useState } from 'react';
import { useDownloadPopup } from '../../features/app-download/lib/download-popup-store';

// The popup's code (offers, guide, profile flow) loads the first time it opens, never with home's first screen.
const AppDownloadPopup = lazy(() => import('../../features/app-download/components/app-download-popup'));

/** Home's app-download popup (SPEC 2.3), mounted once asked for and kept so that it can animate out. */
export function AppDownloadPopupHost() {
  const open = useDownloadPopup((state) => state.open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDownloadPopup />
    </Suspense>
  );
}
