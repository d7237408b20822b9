import { makeStatus } from '../../../testing/fixtures';
import { buildDrawerEntries, type DrawerEntry } from './drawer-entries';

const ids = (entries: DrawerEntry[]) => entries.map((entry) => entry.id);

describe('buildDrawerEntries (SPEC 2.3)', () => {
  it('lists every entry in SPEC order when every flag is on', () => {
    expect(ids(buildDrawerEntries({ status: makeStatus(), appLike: false }))).toEqual([
      'promotions',
      'terms',
      'privacy',
      'faq',
      'vip',
      'events',
      'channels',
      'app',
      'deposit',
      'withdraw',
      'wallet',
      'leaderboard',
      'history',
      'transactions',
      'feedback',
      'signIn',
      'about',
      'reward',
      'invite',
      'messagingApp',
      'liveChat',
    ]);
  });

  it.each([
    ['MISSION', 'leaderboard'],
    ['LOGIN', 'signIn'],
    ['REFERRAL', 'invite'],
  ] as const)('hides %s-driven %s when the promotion is off', (promotion, id) => {
    const entries = buildDrawerEntries({ status: makeStatus({ promotions: { [promotion]: false } }), appLike: false });
    expect(ids(entries)).not.toContain(id);
  });

  it('links the reward centre when REWCEN3 is on, and answers contact_service when it is off', () => {
    const on = buildDrawerEntries({ status: makeStatus(), appLike: false }).find((entry) => entry.id === 'reward');
    expect(on).toMatchObject({ kind: 'link', href: '/m/rewardCenter' });
    const off = buildDrawerEntries({ status: makeStatus({ flags: { REWCEN3: false } }), appLike: false }).find(
      (entry) => entry.id === 'reward',
    );
    expect(off).toMatchObject({ kind: 'action', action: 'contactService' });
  });

  it('shows live chat only with CBS3, served in house; the messaging app comes from customer service', () => {
    const off = buildDrawerEntries({ status: makeStatus({ flags: { CBS3: false } }), appLike: false });
    expect(ids(off)).not.toContain('liveChat');
    expect(off.find((entry) => entry.id === 'messagingApp')).toMatchObject({
      kind: 'external',
      href: 'https://t.me/palaro_support',
      labelValues: { name: 'Telegram' },
    });
    const noServices = buildDrawerEntries({ status: makeStatus({ info: { customerService: [] } }), appLike: false });
    expect(noServices.find((entry) => entry.id === 'liveChat')).toMatchObject({ kind: 'action', action: 'liveChat' });
    expect(ids(noServices)).not.toContain('messagingApp');
  });

  it('hides the app entry inside the app or an installed web app', () => {
    expect(ids(buildDrawerEntries({ status: makeStatus(), appLike: true }))).not.toContain('app');
  });

  it('offers media channels only when a channel has a link', () => {
    const status = makeStatus({
      info: { resources: [{ resourceType: 'Android', url: 'https://a', labelNameEn: 'Android' }] },
    });
    expect(ids(buildDrawerEntries({ status, appLike: false }))).not.toContain('channels');
  });

  it('keeps flag-driven entries hidden until the status is known', () => {
    const entries = ids(buildDrawerEntries({ status: undefined, appLike: false }));
    for (const id of ['leaderboard', 'signIn', 'invite', 'liveChat', 'vip'] as const) expect(entries).not.toContain(id);
    expect(entries).toContain('deposit');
  });
});
