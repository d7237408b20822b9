import { OPS_API, type OpsAnnouncement } from '@palaro/contract';
import { test as setup, expect } from '@playwright/test';
import { apiCall } from '../support/api';
import { operatorLogin } from '../support/money';
import type { ServerName } from '../support/servers';

// The demo content includes announcement popups, which open over home 500 ms after it loads: on the servers the
// other specs share, an operator retires them before any test runs, as the back office would. The content specs
// publish their own popups on a server of their own.
const SHARED: ServerName[] = ['main', 'games', 'accounts', 'lottery'];

setup('the shared servers carry no announcement popups', async () => {
  for (const [index, server] of SHARED.entries()) {
    const ip = `10.250.0.${index + 1}`;
    const token = await operatorLogin('admin', ip, server);
    const listed = await apiCall<OpsAnnouncement[]>('GET', OPS_API.announcements, { token, ip, server });
    expect(listed.success, `list the announcements of ${server}`).toBe(true);
    for (const popup of listed.value.filter((item) => item.type === 'PU' && item.retiredAt === null)) {
      const retired = await apiCall('POST', OPS_API.announcementRetire(popup.id), { token, ip, server });
      expect(retired.success, `retire ${popup.id} on ${server}`).toBe(true);
    }
  }
});
