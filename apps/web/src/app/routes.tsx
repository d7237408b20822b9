import { HOME_PATHS, paths, type RouteName } from '../shared/config/paths';
import type { BackTarget, RouteGuard, RouteMeta } from '../shared/config/route-meta';
import { lazyScreen, type LazyScreen } from './router/lazy-screen';

// The one route table (SPEC 2.1, 2.2): paths, titles, header and bottom-menu visibility, back targets, guards, screens.

/** SPEC 2.2, word for word: routes without the top header. */
export const HEADER_HIDDEN: readonly RouteName[] = [
  'home',
  'login',
  'register',
  'message',
  'app',
  'gameList',
  'lottery',
  'forget',
  'providers',
  'hot',
  'fav',
  'changePsw',
  'activity',
  'gameCenter',
  'vip',
  'events',
];
/** SPEC 2.2, word for word: routes without the bottom footer menu. */
export const FOOTER_HIDDEN: readonly RouteName[] = [
  'login',
  'register',
  'providers',
  'gameList',
  'hot',
  'fav',
  'lottery',
  'forget',
  'changePsw',
  'aboutus',
  'app',
  'notice',
  'help',
  'helpDetail',
  'activityDetail',
];
/** SPEC 2.2: back goes home from these; changePsw has no back arrow; everywhere else it goes one step back. */
export const BACK_TO_HOME: readonly RouteName[] = ['login', 'register', 'trail', 'activity', 'forget'];
export const NO_BACK: readonly RouteName[] = ['changePsw'];

export type RouteDefinition = RouteMeta & { paths: readonly string[]; screen: LazyScreen };

const homeScreen = lazyScreen(() => import('../features/home/components/home-screen'));
// Screens whose issues have not landed yet share the coming-soon frame.
const comingSoon = lazyScreen(() => import('../shared/ui/coming-soon-frame'));
const loginScreen = lazyScreen(() => import('../features/auth/components/login-screen'));
const registerScreen = lazyScreen(() => import('../features/register/components/register-screen'));
const forgetScreen = lazyScreen(() => import('../features/password/components/forget-screen'));
const changePasswordScreen = lazyScreen(() => import('../features/password/components/change-password-screen'));
const memberHomeScreen = lazyScreen(() => import('../features/member/components/member-home-screen'));
const trailScreen = lazyScreen(() => import('../features/trial/components/trail-screen'));
const noticeScreen = lazyScreen(() => import('../features/announcements/components/notice-screen'));
const helpScreen = lazyScreen(() => import('../features/help/components/help-screen'));
const appScreen = lazyScreen(() => import('../features/app-download/components/app-screen'));
const aboutScreen = lazyScreen(() => import('../features/about/components/about-screen'));
const depositScreen = lazyScreen(() => import('../features/deposit/components/deposit-screen'));
const withdrawScreen = lazyScreen(() => import('../features/withdraw/components/withdraw-screen'));
const walletScreen = lazyScreen(() => import('../features/wallet/components/wallet-screen'));
const transactionsScreen = lazyScreen(() => import('../features/wallet/components/transactions-screen'));
const roundScreen = lazyScreen(() => import('../features/wallet/components/round-screen'));
const securityScreen = lazyScreen(() => import('../features/security/components/security-screen'));
const gameCenterScreen = lazyScreen(() => import('../features/games/components/game-center-screen'));
const gameListScreen = lazyScreen(() => import('../features/games/components/game-list-screen'));
const providersScreen = lazyScreen(() => import('../features/games/components/providers-screen'));
const hotScreen = lazyScreen(() => import('../features/games/components/hot-screen'));
const favScreen = lazyScreen(() => import('../features/games/components/fav-screen'));
const slotsCenterScreen = lazyScreen(() => import('../features/games/components/slots-center-screen'));
const liveChatScreen = lazyScreen(() => import('../features/chat/components/chat-screen'));

type Options = {
  title?: RouteName;
  guard?: RouteGuard;
  aliases?: readonly string[];
  screen?: LazyScreen;
  /** The screen draws its own header and has no bottom menu (a full-height page: the live chat). */
  ownFrame?: boolean;
};

function backTarget(name: RouteName): BackTarget {
  if (NO_BACK.includes(name)) return 'none';
  return BACK_TO_HOME.includes(name) ? 'home' : 'previous';
}

function route(
  name: RouteName,
  { title = name, guard = 'open', aliases, screen = comingSoon, ownFrame = false }: Options = {},
): RouteDefinition {
  return {
    name,
    paths: aliases ?? [paths[name].path],
    titleKey: `title.${title}`,
    header: !ownFrame && !HEADER_HIDDEN.includes(name),
    footer: !ownFrame && !FOOTER_HIDDEN.includes(name),
    back: backTarget(name),
    guard,
    screen,
  };
}

export const routes: readonly RouteDefinition[] = [
  route('home', { aliases: HOME_PATHS, screen: homeScreen }),
  route('login', { screen: loginScreen }),
  route('register', { aliases: [paths.register.path, '/m/register.html'], screen: registerScreen }),
  route('forget', { screen: forgetScreen }),
  route('changePsw', { guard: 'session', screen: changePasswordScreen }),
  route('memberHome', { guard: 'member', screen: memberHomeScreen }),
  route('benefits', { guard: 'member' }),
  // beyond SPEC 2.1: money screens of real accounts, laid out like the member centre
  route('memberWallet', { guard: 'actual', screen: walletScreen }),
  route('memberTransactions', { guard: 'actual', screen: transactionsScreen }),
  route('memberRound', { guard: 'actual', screen: roundScreen }),
  route('memberSecurity', { guard: 'actual', screen: securityScreen }),
  route('salaryContract', { guard: 'actual' }),
  route('dividendContract', { guard: 'actual' }),
  route('hourContract', { guard: 'actual' }),
  route('voucherCenter', { guard: 'deposit', screen: depositScreen }),
  route('withdraw', { guard: 'actual', screen: withdrawScreen }),
  route('leaderBoard'),
  route('gameRecord', { guard: 'member' }),
  route('feedback', { guard: 'member' }),
  route('activity'),
  route('signIn'),
  route('activityDetail'),
  route('aboutus', { screen: aboutScreen }),
  route('help', { screen: helpScreen }),
  route('helpDetail', { title: 'help', screen: helpScreen }),
  route('notice', { screen: noticeScreen }),
  route('message'),
  route('webEmail', { guard: 'real' }),
  route('rewardCenter', { guard: 'actual' }),
  route('vip'),
  route('events'),
  route('inviteFriends'),
  route('agentRegister'),
  route('gameCenter', { screen: gameCenterScreen }),
  route('gameList', { screen: gameListScreen }),
  route('providers', { screen: providersScreen }),
  route('hot', { screen: hotScreen }),
  route('fav', { screen: favScreen }),
  route('slotsCenter', { screen: slotsCenterScreen }),
  route('lottery'),
  route('launchGame', { title: 'lottery', guard: 'member' }),
  route('startLottery', { title: 'lottery', guard: 'member' }),
  route('trail', { screen: trailScreen }),
  route('app', { screen: appScreen }),
  // beyond SPEC 2.1: the page GET chat url leads to (SPEC 2.3, 7.7); trial accounts get free_reject (SPEC 6)
  route('liveChat', { guard: 'real', screen: liveChatScreen, ownFrame: true }),
];

export const homeRoute = routes[0] as RouteDefinition;
