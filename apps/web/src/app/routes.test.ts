import { HOME_PATHS } from '../shared/config/paths';
import { resolveRoute } from './router/resolve-route';
import { comingSoon, routes } from './routes';

// SPEC 2.1 and 2.2 written out independently of the route table, so the table is checked against the text.
const SPEC_PATHS = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/leaderBoard',
  '/m/gameRecord',
  '/m/feedback',
  '/m/activity',
  '/m/activity/signIn',
  '/m/activityDetail',
  '/m/aboutus',
  '/m/help',
  '/m/helpDetail',
  '/m/notice',
  '/m/message',
  '/m/webEmail',
  '/m/rewardCenter',
  '/m/vip',
  '/m/events',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/gameCenter',
  '/m/gameList',
  '/m/providers',
  '/m/hot',
  '/m/fav',
  '/m/slotsCenter',
  '/m/lottery',
  '/m/launchGame',
  '/m/startLottery',
  '/m/trail',
  '/m/app',
];
// Member screens SPEC 2.1 has no route for (walletTransfer, MemberTransaction, the security calls); laid out like the member centre.
const BEYOND_SPEC = ['/m/member/wallet', '/m/member/transactions', '/m/member/round', '/m/member/security'];
// The live chat page the chat url leads to (SPEC 2.3, 7.7): a full-height page with its own header.
const LIVE_CHAT = '/m/liveChat';
// SPEC 2.1 sends the lottery frame's back to /m/game, which no row names: the game centre answers there.
const GAME_EXIT = '/m/game';
const HEADER_HIDDEN = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/message',
  '/m/app',
  '/m/gameList',
  '/m/lottery',
  '/m/forget',
  '/m/providers',
  '/m/hot',
  '/m/fav',
  '/m/changePsw',
  '/m/activity',
  '/m/gameCenter',
  '/m/vip',
  '/m/events',
];
const FOOTER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/providers',
  '/m/gameList',
  '/m/hot',
  '/m/fav',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/aboutus',
  '/m/app',
  '/m/notice',
  '/m/help',
  '/m/helpDetail',
  '/m/activityDetail',
];
const BACK_HOME = ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'];
const GUEST_TO_LOGIN = [
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/feedback',
  '/m/webEmail',
  '/m/rewardCenter',
  '/m/gameRecord',
  '/m/launchGame',
  '/m/startLottery',
];

const TITLES: Record<string, string> = {
  '/m/home': 'title.home',
  '/m/login': 'title.login',
  '/m/register.html': 'title.register',
  '/m/forget': 'title.forget',
  '/m/changePsw': 'title.changePsw',
  '/m/member/home': 'title.memberHome',
  '/m/helpDetail': 'title.help',
  '/m/help': 'title.help',
  '/m/launchGame': 'title.lottery',
  '/m/startLottery': 'title.lottery',
  '/m/lottery': 'title.lottery',
  '/m/slotsCenter': 'title.slotsCenter',
  '/m/trail': 'title.trail',
  '/m/app': 'title.app',
  '/m/member/wallet': 'title.memberWallet',
  '/m/member/transactions': 'title.memberTransactions',
  '/m/member/round': 'title.memberRound',
  '/m/member/security': 'title.memberSecurity',
};

describe('the route table', () => {
  it('holds every path of SPEC 2.1, each exactly once, and the listed member screens beyond it', () => {
    const tablePaths = routes.flatMap((route) => route.paths);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...SPEC_PATHS, ...BEYOND_SPEC, LIVE_CHAT, GAME_EXIT].sort());
  });

  it('opens the game centre at /m/game, where back from the lottery frame leads (SPEC 2.1)', () => {
    expect(resolveRoute(GAME_EXIT).name).toBe('gameCenter');
    expect(resolveRoute('/m/startLottery').back).toBe('lotteryExit');
  });

  it('draws the live chat without the page header and bottom menu, for real accounts (free_reject otherwise)', () => {
    expect(resolveRoute(LIVE_CHAT)).toMatchObject({ name: 'liveChat', header: false, footer: false, guard: 'real' });
  });

  it.each(BEYOND_SPEC)(
    '%s: header, bottom menu and one step back like the member centre, real accounts only but for a round',
    (path) => {
      const route = resolveRoute(path);
      // a round opens from the game record, which trial accounts have too (their play rounds)
      const guard = path === '/m/member/round' ? 'member' : 'actual';
      expect(route).toMatchObject({ header: true, footer: true, back: 'previous', guard });
    },
  );

  it('resolves every home alias, and unknown paths, to home', () => {
    for (const path of [...HOME_PATHS, '/m/no-such-screen', '/m/deep/unknown/path', '/elsewhere']) {
      expect(resolveRoute(path).name).toBe('home');
    }
    expect(resolveRoute('/m/login/').name).toBe('login');
  });

  it.each(SPEC_PATHS.filter((path) => !(HOME_PATHS as readonly string[]).includes(path) || path === '/m/home'))(
    '%s: header, bottom menu and back target follow SPEC 2.2',
    (path) => {
      const route = resolveRoute(path);
      const canonical = path === '/m/register.html' ? '/m/register' : path;
      expect(route.header).toBe(!HEADER_HIDDEN.includes(canonical));
      expect(route.footer).toBe(!FOOTER_HIDDEN.includes(canonical));
      const back =
        canonical === '/m/changePsw'
          ? 'none'
          : canonical === '/m/startLottery'
            ? 'lotteryExit'
            : BACK_HOME.includes(canonical)
              ? 'home'
              : 'previous';
      expect(route.back).toBe(back);
    },
  );

  it('guards the member-only routes, change password and deposit (SPEC 4, 5, 6)', () => {
    const TRIAL_REFUSED: readonly string[] = [
      'withdraw',
      'rewardCenter',
      'salaryContract',
      'dividendContract',
      'hourContract',
      'memberWallet',
      'memberTransactions',
      'memberSecurity',
    ];
    for (const route of routes) {
      const guarded = route.paths.some((path) => GUEST_TO_LOGIN.includes(path));
      if (route.name === 'changePsw') expect(route.guard).toBe('session');
      else if (route.name === 'voucherCenter') expect(route.guard).toBe('deposit');
      else if (route.name === 'webEmail' || route.name === 'feedback' || route.name === 'liveChat')
        expect(route.guard).toBe('real');
      // beyond SPEC 2.1: a round of the game record, trial accounts' play rounds too
      else if (route.name === 'memberRound') expect(route.guard).toBe('member');
      // money out, rewards and agent contracts need a real account; trial accounts are told so
      else if (TRIAL_REFUSED.includes(route.name)) expect(route.guard).toBe('actual');
      else expect(route.guard).toBe(guarded ? 'member' : 'open');
    }
  });

  it('gives each route its title key', () => {
    for (const [path, key] of Object.entries(TITLES)) expect(resolveRoute(path).titleKey).toBe(key);
  });

  it('loads home in its own chunk and every other screen lazily', () => {
    const home = resolveRoute('/m/home').screen;
    for (const route of routes) {
      expect(typeof route.screen.preload).toBe('function');
      if (route.name !== 'home') expect(route.screen).not.toBe(home);
    }
  });

  it('shows the coming-soon frame only on the routes of the issues still to come, named here', () => {
    const LATER_ISSUES: readonly string[] = [
      // promotions and loyalty
      'benefits',
      'leaderBoard',
      'activity',
      'signIn',
      'activityDetail',
      'rewardCenter',
      'vip',
      'events',
      'inviteFriends',
      // agents
      'salaryContract',
      'dividendContract',
      'hourContract',
      'agentRegister',
      // the lottery
      'lottery',
    ];
    expect(
      routes
        .filter((route) => route.screen === comingSoon)
        .map((route) => route.name)
        .sort(),
    ).toEqual([...LATER_ISSUES].sort());
  });
});
