/** Every call's path; docs/spec.md section 7 gives most of them, the rest follow its style. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  encryptionKey: '/wps/system/encryption/key',
  vendorSorting: '/wps/game/vendors/sorting',
  // game catalogue and launch (SPEC 7.4)
  gameList: '/wps/game/list',
  vendorGameTypes: '/wps/game/vendors/types',
  favouriteIds: '/wps/game/favorites/ids',
  /** GET lists, POST adds, DELETE removes (body { nodeId }). */
  favourites: '/wps/game/favorites',
  recentGames: '/wps/game/recent',
  recentGameAdd: '/wps/game/recent/add',
  hotGames: '/wps/game/hot',
  winnerBoard: '/wps/game/winners',
  banners: '/wps/game/banners',
  launchGame: '/wps/game/launchGame',
  /** GET: the lotto app's frame address with a single-use launch token (/m/startLottery). */
  lotteryLaunch: '/lgw/games/launch',
  /** GET: one of the player's rounds (game, money, fairness proof of an Original), opened from the transaction report. */
  gameRound: '/wps/game/round',

  // lottery draws (SPEC 7.4 "Lottery"): public, guests too
  lotteryMenu: '/lgw/games/mobile',
  lotteryNumero: '/lgw/games/numero',
  lotteryResults: '/lgw/games/results',
  lotteryProof: '/lgw/games/proof',
  lotteryRules: '/lgw/games/rules',
  lotteryVnMenu: '/lgw/vn/games/game_menu',
  lotteryVnNumero: '/lgw/vn/games/numero',
  lotteryVnRecent: '/lgw/vn/games/recent',
  // lottery orders (SPEC 7.4 "Orders"): the lotto app's session from its launch token, then the player's tickets
  lotterySession: '/lgw/session',
  lotteryOrders: '/lgw/orders',
  lotteryOrderDetail: '/lgw/orders/detail',
  lotteryCancelSuborder: '/lgw/orders/suborders/cancel',
  /** GET: the player's balance as the wallet holds it, read again by the lotto app once a draw's wins are paid. */
  lotteryBalance: '/lgw/balance',

  // sessions (sealed: login)
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  socialLogin: '/wps/session/login/social',
  logout: '/wps/session/logout',
  renew: '/wps/session/renew',
  trialUser: '/wps/member/trialuser',

  // registration (sealed: both registers)
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  usernameCheck: '/wps/check/username',
  affiliateCheck: '/wps/member/affiliate/check',

  // verification
  captcha: '/wps/captcha',
  smsRegister: '/wps/verification/sms/register',
  smsNoLogin: '/wps/verification/sms/noLogin',
  countries: '/wps/system/country',

  // member centre (sealed: both password calls)
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/icon',
  memberIconUpload: '/wps/member/info/icon',
  memberNickname: '/wps/member/info/nickname',
  memberEmail: '/wps/member/info/email',
  memberPayeeName: '/wps/member/info/payeename',
  passwordChange: '/wps/member/password',
  passwordByPhone: '/wps/member/password/phone',

  // money
  wallets: '/wps/wallets/gcs',
  // deposits (SPEC 7.5: bank list, manual transfer, wallet-app and gateway methods, transaction report)
  depositMethods: '/wps/deposit/methods',
  depositBanks: '/wps/deposit/banks',
  depositManual: '/wps/deposit/manual',
  depositGateway: '/wps/deposit/gateway',
  depositReport: '/wps/deposit/report',
  depositDetail: '/wps/deposit/detail',
  // withdrawals (sealed: withdraw and both payment password calls)
  hasWithdrawalPassword: '/wps/member/hasWithdrawalPassword',
  paymentPassword: '/wps/member/paymentPassword',
  paymentPasswordReset: '/wps/member/paymentPassword/reset',
  withdrawBanks: '/wps/withdraw/banks',
  bankCards: '/wps/member/bankCards',
  bankCard: '/wps/member/bankCard',
  withdrawInfo: '/wps/transaction/withdraw/info',
  withdraw: '/wps/transaction/withdraw',
  withdrawTransactionReport: '/wps/transaction/WithdrawTransactionReport',
  // security questions (sealed: setting the answers and the withdrawal password reset with them)
  securityConfig: '/wps/member/securityConfig',
  securityQuestions: '/wps/member/securityQuestions',
  /** GET: the player's chosen questions; POST: sets or replaces the answers. */
  customerSecurityQuestions: '/wps/member/customerSecurityQuestions',
  paymentPasswordResetByQuestions: '/wps/member/paymentPassword/reset/securityQuestions',
  // transfers and the transaction report
  walletTransferVendors: '/wps/transaction/walletTransfer/vendors',
  walletTransfer: '/wps/transaction/walletTransfer',
  walletTransferRecoverAll: '/wps/transaction/walletTransfer/recoverAll',
  txCodeList: '/wps/transaction/TxCodeList',
  memberTransaction: '/wps/transaction/MemberTransaction',
  // announcements (SPEC 7.3): GET the lists, POST mark one read (a player's session)
  announcements: '/wps/announcement',
  announcementRead: '/wps/announcement/read',
  // help centre (SPEC 7.2)
  help: '/wps/system/help',
  // the about-us page
  about: '/wps/system/about',
  // the inbox (SPEC 2.1 /m/webEmail, 7.3 unread count): members only, trial sessions get free_reject
  inbox: '/wps/inbox',
  inboxRead: '/wps/inbox/read',
  inboxDelete: '/wps/inbox/delete',
  inboxUnread: '/wps/inbox/unread',
  // feedback (SPEC 7.2: PUT)
  feedback: '/wps/feedback',
  // the game record (SPEC 2.1 /m/gameRecord)
  gameRecords: '/wps/game/records',
  // live chat (SPEC 7.7); the socket is CHAT_SOCKET_PATHS.player
  chatUrl: '/wps/chat/url',
  chatUnread: '/wps/chat/unread',
  chatMessages: '/wps/chat/messages',
  chatRead: '/wps/chat/read',
  chatImage: (id: string) => `/wps/chat/images/${encodeURIComponent(id)}`,
} as const;

/** Social log-in: GET .../start redirects to the provider, which comes back to .../callback. */
export const socialLoginPaths = (provider: string) => ({
  start: `/wps/session/oidc/${provider}/start`,
  callback: `/wps/session/oidc/${provider}/callback`,
});

/** Uploaded head icons, served publicly under unguessable names. */
export const MEMBER_ICONS_PATH = '/m/member-icons';

/** Payment-gateway webhooks: POST, signed (see payments.ts). */
export const paymentCallbackPath = (gateway: string) => `/wps/payment/callback/${gateway}`;

/** The sandbox gateway's hosted payment page (server-rendered HTML, outside the API envelope). */
export const SANDBOX_PAY_PATH = '/sandbox-gateway/pay';

/** The operator API (back office and `npm run ops`); operator sessions only. */
export const OPS_API = {
  login: '/ops/session/login',
  logout: '/ops/session/logout',
  me: '/ops/me',
  deposits: '/ops/deposits',
  depositApprove: (id: string) => `/ops/deposits/${id}/approve`,
  depositReject: (id: string) => `/ops/deposits/${id}/reject`,
  depositReceipt: (id: string) => `/ops/deposits/${id}/receipt`,
  withdrawals: '/ops/withdrawals',
  withdrawalApprove: (id: string) => `/ops/withdrawals/${id}/approve`,
  withdrawalReject: (id: string) => `/ops/withdrawals/${id}/reject`,
  adjustments: '/ops/adjustments',
  playerWallet: (username: string) => `/ops/players/${encodeURIComponent(username)}/wallet`,
  audit: '/ops/audit',
  operators: '/ops/operators',
  /** GET all (retired too), POST creates; PUT .../:id edits; POST .../:id/retire retires (admin publishes). */
  announcements: '/ops/announcements',
  announcement: (id: string) => `/ops/announcements/${encodeURIComponent(id)}`,
  announcementRetire: (id: string) => `/ops/announcements/${encodeURIComponent(id)}/retire`,
  /** GET all (retired too), POST creates; PUT .../:id edits; POST .../:id/retire retires (admin publishes). */
  helpItems: '/ops/help',
  helpItem: (id: string) => `/ops/help/${encodeURIComponent(id)}`,
  helpItemRetire: (id: string) => `/ops/help/${encodeURIComponent(id)}/retire`,
  /** GET what is stored; PUT replaces it (admin publishes). */
  about: '/ops/about',
  /** GET the site's download, channel and customer-service links in force; PUT replaces them (admin). */
  siteLinks: '/ops/site-links',
  /** GET sent messages; POST sends (support to one player, admin to a segment or everyone); POST .../retire withdraws (admin). */
  inbox: '/ops/inbox',
  inboxRetire: (id: string) => `/ops/inbox/${encodeURIComponent(id)}/retire`,
  /** GET the feedback queue; GET .../:id one; POST .../:id/reply answers to the player's inbox (support or admin). */
  feedback: '/ops/feedback',
  feedbackItem: (id: string) => `/ops/feedback/${encodeURIComponent(id)}`,
  feedbackReply: (id: string) => `/ops/feedback/${encodeURIComponent(id)}/reply`,
  feedbackImage: (id: string, index: number) => `/ops/feedback/${encodeURIComponent(id)}/images/${index}`,
  /** Live chat desk (support or admin); the socket is CHAT_SOCKET_PATHS.operator. */
  chats: '/ops/chats',
  chat: (id: string) => `/ops/chats/${encodeURIComponent(id)}`,
  chatTake: (id: string) => `/ops/chats/${encodeURIComponent(id)}/take`,
  chatMessages: (id: string) => `/ops/chats/${encodeURIComponent(id)}/messages`,
  chatRead: (id: string) => `/ops/chats/${encodeURIComponent(id)}/read`,
  chatClose: (id: string) => `/ops/chats/${encodeURIComponent(id)}/close`,
  chatImage: (id: string) => `/ops/chats/images/${encodeURIComponent(id)}`,
  /** GET games and schedules; GET draws (filters); POST .../result enters, .../confirm confirms, .../void voids. */
  lotteryGames: '/ops/lottery/games',
  lotteryDraws: '/ops/lottery/draws',
  lotteryDrawResult: (gameId: string, drawNumber: string) =>
    `/ops/lottery/draws/${encodeURIComponent(gameId)}/${encodeURIComponent(drawNumber)}/result`,
  lotteryDrawConfirm: (gameId: string, drawNumber: string) =>
    `/ops/lottery/draws/${encodeURIComponent(gameId)}/${encodeURIComponent(drawNumber)}/confirm`,
  lotteryDrawVoid: (gameId: string, drawNumber: string) =>
    `/ops/lottery/draws/${encodeURIComponent(gameId)}/${encodeURIComponent(drawNumber)}/void`,
} as const;

/** Path prefixes answered by the API (envelope responses, never the web app). */
export const API_PREFIXES = ['/wps', '/lgw', '/ops'] as const;
