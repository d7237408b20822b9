import type { StatusResponse } from '@palaro/contract/system';
import { paths } from '../../../shared/config/paths';
import { messagingAppService } from '../../../shared/lib/customer-service';
import { channelLinks } from './channel-links';

export type DrawerEntryId =
  | 'promotions'
  | 'terms'
  | 'privacy'
  | 'faq'
  | 'vip'
  | 'events'
  | 'channels'
  | 'app'
  | 'deposit'
  | 'withdraw'
  | 'leaderboard'
  | 'history'
  | 'feedback'
  | 'signIn'
  | 'about'
  | 'reward'
  | 'invite'
  | 'messagingApp'
  | 'liveChat'
  | 'wallet'
  | 'transactions';

type Label = { labelKey: string; labelValues?: Record<string, string> };
export type DrawerEntry = Label &
  (
    | { id: DrawerEntryId; kind: 'link'; href: string }
    | { id: DrawerEntryId; kind: 'external'; href: string }
    | { id: DrawerEntryId; kind: 'action'; action: 'deposit' | 'channels' | 'contactService' | 'liveChat' }
  );

export type DrawerInput = {
  /** Undefined until the status call answers: every flag-driven entry stays hidden until then. */
  status: StatusResponse | undefined;
  /** Inside the native app or an installed web app. */
  appLike: boolean;
};

const link = (id: DrawerEntryId, href: string): DrawerEntry => ({ id, kind: 'link', href, labelKey: `drawer:${id}` });

/** The drawer's entries in SPEC 2.3 order, each shown only when its flag, link or environment allows. */
export function buildDrawerEntries({ status, appLike }: DrawerInput): DrawerEntry[] {
  const whitelabel = status?.info.whitelabel;
  const flags = whitelabel?.flags;
  const promotions = whitelabel?.promotions;
  const services = status?.info.customerService ?? [];
  const messaging = messagingAppService(services);
  const entries: (DrawerEntry | false | undefined)[] = [
    link('promotions', paths.activity.getHref()),
    link('terms', paths.helpDetail.getHref('terms')),
    link('privacy', paths.helpDetail.getHref('privacy')),
    link('faq', paths.helpDetail.getHref('faq')),
    whitelabel?.vip && link('vip', paths.vip.getHref()),
    link('events', paths.events.getHref()),
    channelLinks(status?.info.resources ?? []).length > 0 && {
      id: 'channels',
      kind: 'action',
      action: 'channels',
      labelKey: 'drawer:channels',
    },
    !appLike && link('app', paths.app.getHref()),
    { id: 'deposit', kind: 'action', action: 'deposit', labelKey: 'drawer:deposit' },
    link('withdraw', paths.withdraw.getHref()),
    // beyond SPEC 2.3's list: the wallet transfer and transaction report screens sit with deposit and withdraw
    { id: 'wallet', kind: 'link', href: paths.memberWallet.getHref(), labelKey: 'money:entry.wallet' },
    promotions?.MISSION.enabled && link('leaderboard', paths.leaderBoard.getHref()),
    link('history', paths.gameRecord.getHref()),
    {
      id: 'transactions',
      kind: 'link',
      href: paths.memberTransactions.getHref(),
      labelKey: 'money:entry.transactions',
    },
    link('feedback', paths.feedback.getHref()),
    promotions?.LOGIN.enabled && link('signIn', paths.signIn.getHref()),
    link('about', paths.aboutus.getHref()),
    flags?.REWCEN3
      ? link('reward', paths.rewardCenter.getHref())
      : { id: 'reward', kind: 'action', action: 'contactService', labelKey: 'drawer:reward' },
    promotions?.REFERRAL.enabled && link('invite', paths.inviteFriends.getHref()),
    messaging && {
      id: 'messagingApp',
      kind: 'external',
      href: messaging.path,
      labelKey: 'drawer:messagingApp',
      labelValues: { name: messaging.name },
    },
    // the live chat is served in house: the entry asks for its address (SPEC 4 "Live chat")
    flags?.CBS3 && { id: 'liveChat', kind: 'action', action: 'liveChat', labelKey: 'drawer:liveChat' },
  ];
  return entries.filter((entry): entry is DrawerEntry => Boolean(entry));
}
