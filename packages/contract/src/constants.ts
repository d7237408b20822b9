// Every timing, limit and enumeration that docs/spec.md names (mostly section 9), in one place,
// so the web app, the server and the tests cannot disagree about them.

export const LANGUAGES = ['EN', 'TL', 'CN', 'VI', 'TH', 'PT'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
/** i18next resource codes for the Language header values. */
export const LANGUAGE_LOCALE: Record<LanguageCode, string> = {
  EN: 'en',
  TL: 'tl',
  CN: 'zh',
  VI: 'vi',
  TH: 'th',
  PT: 'pt',
};

export const FEATURE_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'AGENTPOLICY3',
  'REWCEN3',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const PROMOTION_KEYS = ['REFERRAL', 'MISSION', 'LOGIN'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

export const MEMBER_TYPE = {
  DEFAULT: 4,
  TRIAL: 4,
  REGISTRATION: 0,
  DEPOSIT_ELIGIBLE: [0, 1, 2],
  CONTRACT_PROMPT_EXCLUDED: [4, 40, 41, 42],
} as const;

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const TIMING = {
  popupCheckDelayMs: 500,
  popupAnimationMs: 225,
  modalCloseMs: 300,
  maskIgnoreClicksMs: 300,
  pageTransitionMs: 300,
  markReadThrottleMs: 150,
  unreadThrottleMs: 250,
  languageChangeDebounceMs: 250,
  validationRecheckDebounceMs: 200,
  balanceRefreshMs: 60_000,
  bannerDelayMs: 5000,
  marqueeFps: 30,
  passwordSavedRedirectMs: 1000,
  chatRedirectMs: 500,
  profileSettingsRedirectMs: 4000,
  smsCountdownTickMs: 500,
  smsDefaultDisplaySeconds: 60,
  scrollIntoViewDelayMs: 200,
  scrollIntoViewAndroidInputMs: 500,
  vendorStripSpeedMs: 3000,
} as const;

export const TOAST_MS = {
  saved: 1000,
  changeSaved: 1000,
  notice: 1500,
  freeReject: 2000,
  short: 3000,
  long: 8000,
  loadingShort: 1000,
  loading: 2000,
  /** "9999 s" — a loading toast that stays until the work finishes. */
  loadingUntilDone: 9_999_000,
  loadingFeedback: 10_000,
  loadingSms: 10_000,
  smsSuccess: 1500,
} as const;

export const GESTURE = {
  swipeBackPx: 100,
  pressInMs: 130,
  longPressMs: 370,
  pressOutMs: 100,
  retentionOffsetPx: 20,
  moveCancelPx: 30,
} as const;

export const LIMITS = {
  gamePageSize: 9,
  homeRowGames: 30,
  homeFavouriteGames: 20,
  winnerBoardLimit: 20,
  winnerBoardAutoplayAbove: 3,
  unreadBadgeCap: 99,
  playersOnlineMin: 500,
  playersOnlineMax: 1999,
  tileStyleModulo: 5,
  homeRowSlidesPerGroup: 3,
  vendorStripSlidesPerView: 4,
  coverflowSlidesPerView: 1.2,
  feedbackMin: 20,
  feedbackMax: 200,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxImages: 3,
  remarkMax: 140,
  emailMaxLength: 254,
  minimumPlayerAge: 18,
  popupPxPerRem: 100,
  fallbackAppIconPx: 96,
} as const;

/** SPEC 4 "Game launch" and 9: lottery vendors open through the lottery routes, with these prize modes. */
export const LOTTERY = {
  vendors: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'],
  prizeModes: { elott: 'ModeElott', sea: 'SEA', lott: 'LOTT' },
  /** gameCode of a vendor lottery's own lobby (launchGame query code). */
  lobbyCode: 'lobby',
} as const;

export const PLATFORM = { code: 'M', gameListClientType: 2, gatewayWeb: 1, gatewayMobile: 3 } as const;

/**
 * What the browser tells the server on a page request, mirrored from storage: the language to draw the first view in,
 * and that a player is logged in on this browser (whose first view the browser draws itself). No token travels in them.
 */
export const FIRST_VIEW_COOKIES = {
  language: 'MC_LANGUAGE',
  player: 'MC_PLAYER',
  /** A session cookie mirroring the age disclaimer's agreement (kept in session storage, SPEC 2.2). */
  disclaimerAgreed: 'MC_DISCLAIMER_AGREED',
} as const;

export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialUser: 'MC_TRIAL_USER',
  language: 'MC_LANGUAGE',
  theme: 'MC_THEME',
  systemStatus: 'MC_SYSTEM_STATUS',
  disclaimerAgreed: 'MC_DISCLAIMER_AGREED',
  /** Announcements read on this device, per user key (SPEC 4: marked read locally first). */
  announcementsRead: 'MC_ANNOUNCEMENTS_READ',
  downloadBarHidden: 'MC_DOWNLOAD_BAR_HIDDEN',
  webclip: 'MC_WEBCLIP',
  autoLogin: 'autoLogin',
} as const;
