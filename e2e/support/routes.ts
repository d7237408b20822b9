// What docs/spec.md 2.1 and 2.2 say about each route: the independent oracle the route sweep checks against.

export type RouteCase = {
  path: string;
  title: string;
  header: boolean;
  footer: boolean;
  /** Guests are sent elsewhere (SPEC 4 and 6); the sweep visits these with a member session. */
  guarded?: boolean;
};

const headerHidden = new Set([
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
]);
const footerHidden = new Set([
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
]);

function route(name: string, path: string, title: string, guarded = false): RouteCase {
  return { path, title, header: !headerHidden.has(name), footer: !footerHidden.has(name), guarded };
}

export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

export const routeCases: RouteCase[] = [
  ...homeAliases.map((path) => route('home', path, 'Home')),
  route('login', '/m/login', 'Log in'),
  route('register', '/m/register', 'Sign up'),
  route('register', '/m/register.html', 'Sign up'),
  route('forget', '/m/forget', 'Forgot password'),
  route('changePsw', '/m/changePsw', 'Change password', true),
  route('member', '/m/member/home', 'Member center', true),
  route('benefits', '/m/member/benefits', 'VIP benefits', true),
  // beyond SPEC 2.1: the screens of the walletTransfer, MemberTransaction and security calls
  route('memberWallet', '/m/member/wallet', 'My wallet', true),
  route('memberTransactions', '/m/member/transactions', 'Transaction report', true),
  route('memberSecurity', '/m/member/security', 'Security centre', true),
  route('salary', '/m/member/agent/getSalaryContract', 'Daily salary contract', true),
  route('dividend', '/m/member/agent/getDevidendContract', 'Dividend contract', true),
  route('hour', '/m/member/agent/getHourContract', 'Hourly salary contract', true),
  route('voucherCenter', '/m/voucherCenter', 'Deposit', true),
  route('withdraw', '/m/withdraw', 'Withdraw', true),
  route('leaderBoard', '/m/leaderBoard', 'Leaderboard'),
  route('gameRecord', '/m/gameRecord', 'Game history', true),
  route('feedback', '/m/feedback', 'Feedback', true),
  route('activity', '/m/activity', 'Promotion'),
  route('signIn', '/m/activity/signIn', 'Daily sign-in'),
  route('activityDetail', '/m/activityDetail?id=1', 'Promotion details'),
  route('aboutus', '/m/aboutus', 'About us'),
  route('help', '/m/help', 'Help centre'),
  route('helpDetail', '/m/helpDetail?tag=faq', 'Help centre'),
  route('notice', '/m/notice', 'Announcements'),
  route('message', '/m/message', 'Messages'),
  route('webEmail', '/m/webEmail', 'Inbox', true),
  route('rewardCenter', '/m/rewardCenter', 'Reward centre', true),
  route('vip', '/m/vip', 'VIP'),
  route('events', '/m/events', 'Events'),
  route('inviteFriends', '/m/inviteFriends', 'Invite friends'),
  route('agentRegister', '/m/agentRegister', 'Agent registration'),
  route('gameCenter', '/m/gameCenter?gameType=lobby', 'Game center'),
  route('gameList', '/m/gameList?gameType=RNG&vassalage=LUMEN', 'Game list'),
  route('providers', '/m/providers?vassalage=LUMEN', 'Game providers'),
  route('hot', '/m/hot', 'Hot games'),
  route('fav', '/m/fav', 'Favourites'),
  route('slotsCenter', '/m/slotsCenter', 'RNG'),
  route('lottery', '/m/lottery', 'Lottery'),
  route('trail', '/m/trail', 'Free trial'),
  route('app', '/m/app', 'Download app'),
];
