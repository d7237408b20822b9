// Every screen's path and a typed href builder, so no component spells a route string itself.
type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function fixed<P extends string>(path: P) {
  return { path, getHref: (): string => path };
}

export type HelpTag = 'terms' | 'privacy' | 'faq';
export type LaunchGameQuery = {
  playType: 'ent' | 'trad';
  gameId: string;
  gameGroupId?: string;
  prize_mode?: string;
  code?: string;
  pageBack?: 'home';
};
export type StartLotteryQuery = {
  mui: string;
  playType: string;
  gameId: string;
  prize_mode?: string;
  pageBack?: 'home';
};

/** SPEC 2.1: every one of these shows home. */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

export const paths = {
  home: fixed('/m/home'),
  login: fixed('/m/login'),
  register: fixed('/m/register'),
  forget: fixed('/m/forget'),
  changePsw: fixed('/m/changePsw'),
  memberHome: fixed('/m/member/home'),
  benefits: fixed('/m/member/benefits'),
  /** Not in SPEC 2.1: the screens of the walletTransfer and MemberTransaction calls (SPEC 7.5). */
  memberWallet: fixed('/m/member/wallet'),
  memberTransactions: fixed('/m/member/transactions'),
  /** One game round of the transaction report: game, money and an Original's fairness proof (GET /wps/game/round). */
  memberRound: {
    path: '/m/member/round',
    getHref: (provider: string, roundId: string) => withQuery('/m/member/round', { provider, roundId }),
  },
  /** Not in SPEC 2.1: the security centre (login and withdrawal passwords, security questions, SPEC 7.5). */
  memberSecurity: {
    path: '/m/member/security',
    /** `questions` opens the withdrawal password reset with the security questions. */
    getHref: (reset?: 'questions') => withQuery('/m/member/security', { reset }),
  },
  salaryContract: fixed('/m/member/agent/getSalaryContract'),
  dividendContract: fixed('/m/member/agent/getDevidendContract'),
  hourContract: fixed('/m/member/agent/getHourContract'),
  voucherCenter: fixed('/m/voucherCenter'),
  withdraw: fixed('/m/withdraw'),
  leaderBoard: fixed('/m/leaderBoard'),
  gameRecord: fixed('/m/gameRecord'),
  feedback: fixed('/m/feedback'),
  activity: fixed('/m/activity'),
  signIn: fixed('/m/activity/signIn'),
  activityDetail: {
    path: '/m/activityDetail',
    getHref: (id: string | number) => withQuery('/m/activityDetail', { id }),
  },
  aboutus: fixed('/m/aboutus'),
  help: fixed('/m/help'),
  helpDetail: { path: '/m/helpDetail', getHref: (tag: HelpTag) => withQuery('/m/helpDetail', { tag }) },
  notice: fixed('/m/notice'),
  message: fixed('/m/message'),
  webEmail: fixed('/m/webEmail'),
  rewardCenter: fixed('/m/rewardCenter'),
  vip: fixed('/m/vip'),
  events: fixed('/m/events'),
  inviteFriends: fixed('/m/inviteFriends'),
  agentRegister: fixed('/m/agentRegister'),
  gameCenter: {
    path: '/m/gameCenter',
    /** `lobby` means all games (SPEC 2.1). */
    getHref: (gameType: string = 'lobby') => withQuery('/m/gameCenter', { gameType }),
  },
  gameList: {
    path: '/m/gameList',
    getHref: (gameType: string, vassalage: string) => withQuery('/m/gameList', { gameType, vassalage }),
  },
  providers: { path: '/m/providers', getHref: (vassalage: string) => withQuery('/m/providers', { vassalage }) },
  hot: fixed('/m/hot'),
  fav: fixed('/m/fav'),
  slotsCenter: fixed('/m/slotsCenter'),
  lottery: fixed('/m/lottery'),
  launchGame: { path: '/m/launchGame', getHref: (query: LaunchGameQuery) => withQuery('/m/launchGame', query) },
  startLottery: { path: '/m/startLottery', getHref: (query: StartLotteryQuery) => withQuery('/m/startLottery', query) },
  trail: fixed('/m/trail'),
  app: fixed('/m/app'),
  /**
   * Not in SPEC 2.1: the live chat page the chat url leads to, with its query (the contract's CHAT_PAGE_PATH, spelled
   * here so the first screen does not load the chat's schemas; a test holds the two equal).
   */
  liveChat: fixed('/m/liveChat'),
} as const;

export type RouteName = keyof typeof paths;

/** SPEC 2.1: back from the lottery frame goes to /m/home when its query has pageBack, otherwise to /m/game. */
export const lotteryExitHref = (pageBack: string | null | undefined): string =>
  pageBack === 'home' ? paths.home.getHref() : LOTTERY_EXIT_PATH;
/** SPEC 2.1's /m/game, the games page: an address of the game centre. */
export const LOTTERY_EXIT_PATH = '/m/game';

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}
