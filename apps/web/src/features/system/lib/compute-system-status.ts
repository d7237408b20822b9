import { SYSTEM_STATUS, type SystemStatus } from '@palaro/contract/constants';

/** SPEC 4: 1 when maintenance is on (even with a region restriction), 2 for a region restriction alone, else 0. */
export function computeSystemStatus({
  maintenance,
  regionRestriction,
}: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatus {
  if (maintenance) return SYSTEM_STATUS.MAINTENANCE;
  if (regionRestriction) return SYSTEM_STATUS.REGION_RESTRICTED;
  return SYSTEM_STATUS.NORMAL;
}
