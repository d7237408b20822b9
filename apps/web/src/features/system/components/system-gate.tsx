import { lazy, Suspense, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@palaro/contract/constants';
import { useGateStatus } from '../hooks/use-gate-status';

// Rarely shown, so it never weighs on the first screen of an open site.
const GatePage = lazy(() => import('./gate-page'));

/** SPEC 4: maintenance shows the maintenance page, a region restriction the IP-restriction page, else the app. */
export function SystemGate({ children }: { children: ReactNode }) {
  const { status, ip } = useGateStatus();
  if (status === SYSTEM_STATUS.NORMAL || status === undefined) return children;
  return (
    <Suspense fallback={null}>
      <GatePage kind={status === SYSTEM_STATUS.MAINTENANCE ? 'maintenance' : 'restricted'} ip={ip} />
    </Suspense>
  );
}
