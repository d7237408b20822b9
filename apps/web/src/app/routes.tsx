import { HOME_PATHS, LOTTERY_EXIT_PATH, paths, type RouteName } from '../shared/config/paths';
import type { BackTarget, RouteGuard, RouteMeta } from '../shared/config/route-meta';
import type { LaterScreenName } from './route-screens';
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
/** SPEC 2.1: back from the lottery frame goes to /m/home with pageBack, otherwise to /m/game. */
export const BACK_FROM_LOTTERY: readonly RouteName[] = ['startLottery'];

export type RouteDefinition = RouteMeta & { paths: readonly string[]; screen: LazyScreen };

// The public entry routes' screens load straight away; every other screen is reached through one small table module
// (route-screens.ts), so their chunk lists stay out of the first screen's JavaScript (docs/decisions/0025).
const later = (name: LaterScreenName): LazyScreen =>
  lazyScreen(() => import('./route-screens').then(({ laterScreens }) => laterScreens[name]()));

const homeScreen = lazyScreen(() => import('../features/home/components/home-screen'));
// Screens whose issues have not landed yet share the coming-soon frame.
export const comingSoon = later('comingSoon');
const loginScreen = lazyScreen(() => import('../features/auth/components/login-screen'));
const registerScreen = lazyScreen(() => import('../features/register/components/register-screen'));
const forgetScreen = later('forgetScreen');
const changePasswordScreen = later('changePasswordScreen');
const memberHomeScreen = later('memberHomeScreen');
const trailScreen = later('trailScreen');
const noticeScreen = later('noticeScreen');
const helpScreen = later('helpScreen');
const appScreen = later('appScreen');
const aboutScreen = later('aboutScreen');
const messageScreen = later('messageScreen');
const inboxScreen = later('inboxScreen');
const feedbackScreen = later('feedbackScreen');
const depositScreen = later('depositScreen');
const withdrawScreen = later('withdrawScreen');
const walletScreen = later('walletScreen');
const transactionsScreen = later('transactionsScreen');
const roundScreen = later('roundScreen');
const gameRecordScreen = later('gameRecordScreen');
const securityScreen = later('securityScreen');
const gameCenterScreen = lazyScreen(() => import('../features/games/components/game-center-screen'));
const gameListScreen = later('gameListScreen');
const providersScreen = later('providersScreen');
const hotScreen = later('hotScreen');
const favScreen = later('favScreen');
const slotsCenterScreen = later('slotsCenterScreen');
const launchGameScreen = later('launchGameScreen');
const startLotteryScreen = later('startLotteryScreen');
const liveChatScreen = later('liveChatScreen');

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
  if (BACK_FROM_LOTTERY.includes(name)) return 'lotteryExit';
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
  // beyond SPEC 2.1: money screens laid out like the member centre, of real accounts but for a round's detail
  route('memberWallet', { guard: 'actual', screen: walletScreen }),
  route('memberTransactions', { guard: 'actual', screen: transactionsScreen }),
  // a trial account's play rounds are in its game record too, and open here with their proof
  route('memberRound', { guard: 'member', screen: roundScreen }),
  route('memberSecurity', { guard: 'actual', screen: securityScreen }),
  route('salaryContract', { guard: 'actual' }),
  route('dividendContract', { guard: 'actual' }),
  route('hourContract', { guard: 'actual' }),
  route('voucherCenter', { guard: 'deposit', screen: depositScreen }),
  route('withdraw', { guard: 'actual', screen: withdrawScreen }),
  route('leaderBoard'),
  route('gameRecord', { guard: 'member', screen: gameRecordScreen }),
  // its answer arrives in the inbox, which a trial account has none of (SPEC 6): refused with free_reject like the inbox
  route('feedback', { guard: 'real', screen: feedbackScreen }),
  route('activity'),
  route('signIn'),
  route('activityDetail'),
  route('aboutus', { screen: aboutScreen }),
  route('help', { screen: helpScreen }),
  route('helpDetail', { title: 'help', screen: helpScreen }),
  route('notice', { screen: noticeScreen }),
  route('message', { screen: messageScreen }),
  route('webEmail', { guard: 'real', screen: inboxScreen }),
  route('rewardCenter', { guard: 'actual' }),
  route('vip'),
  route('events'),
  route('inviteFriends'),
  route('agentRegister'),
  // SPEC 2.1 sends the lottery frame's back to /m/game: the game centre answers there too
  route('gameCenter', { aliases: [paths.gameCenter.path, LOTTERY_EXIT_PATH], screen: gameCenterScreen }),
  route('gameList', { screen: gameListScreen }),
  route('providers', { screen: providersScreen }),
  route('hot', { screen: hotScreen }),
  route('fav', { screen: favScreen }),
  route('slotsCenter', { screen: slotsCenterScreen }),
  route('lottery'),
  route('launchGame', { title: 'lottery', guard: 'member', screen: launchGameScreen }),
  route('startLottery', { title: 'lottery', guard: 'member', screen: startLotteryScreen }),
  route('trail', { screen: trailScreen }),
  route('app', { screen: appScreen }),
  // beyond SPEC 2.1: the page GET chat url leads to (SPEC 2.3, 7.7); trial accounts get free_reject (SPEC 6)
  route('liveChat', { guard: 'real', screen: liveChatScreen, ownFrame: true }),
];

export const homeRoute = routes[0] as RouteDefinition;
