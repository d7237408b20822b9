import { useEffect, useState } from 'react';
import type { SystemStatus } from '@palaro/contract/constants';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { computeSystemStatus } from '../lib/compute-system-status';
import { readCachedStatus, writeCachedStatus } from '../lib/status-cache';

/** The cached status at once, then the fresh one once the background refresh answers. */
export function useGateStatus(): { status: SystemStatus | undefined; ip: string | undefined; settled: boolean } {
  const query = useSystemStatus();
  const [cached] = useState(readCachedStatus);
  const fresh = query.data ? computeSystemStatus(query.data) : undefined;

  useEffect(() => {
    if (fresh !== undefined) writeCachedStatus(fresh);
  }, [fresh]);

  return { status: fresh ?? cached, ip: query.data?.location.ip, settled: !query.isPending };
}
