import type { ComponentType } from 'react';

// The screens of every route but the public entry routes (routes.tsx loads those directly): one module, so that the
// first screen's JavaScript carries one dynamic import for all of them instead of one each.

type ScreenModule = Promise<{ default: ComponentType }>;

export const laterScreens = {
  comingSoon: (): ScreenModule => import('../shared/ui/coming-soon-frame'),
  forgetScreen: (): ScreenModule => import('../features/password/components/forget-screen'),
  changePasswordScreen: (): ScreenModule => import('../features/password/components/change-password-screen'),
  memberHomeScreen: (): ScreenModule => import('../features/member/components/member-home-screen'),
  trailScreen: (): ScreenModule => import('../features/trial/components/trail-screen'),
  noticeScreen: (): ScreenModule => import('../features/announcements/components/notice-screen'),
  helpScreen: (): ScreenModule => import('../features/help/components/help-screen'),
  appScreen: (): ScreenModule => import('../features/app-download/components/app-screen'),
  aboutScreen: (): ScreenModule => import('../features/about/components/about-screen'),
  messageScreen: (): ScreenModule => import('../features/message-centre/components/message-screen'),
  inboxScreen: (): ScreenModule => import('../features/inbox/components/inbox-screen'),
  feedbackScreen: (): ScreenModule => import('../features/feedback/components/feedback-screen'),
  depositScreen: (): ScreenModule => import('../features/deposit/components/deposit-screen'),
  withdrawScreen: (): ScreenModule => import('../features/withdraw/components/withdraw-screen'),
  walletScreen: (): ScreenModule => import('../features/wallet/components/wallet-screen'),
  transactionsScreen: (): ScreenModule => import('../features/wallet/components/transactions-screen'),
  roundScreen: (): ScreenModule => import('../features/wallet/components/round-screen'),
  gameRecordScreen: (): ScreenModule => import('../features/game-record/components/game-record-screen'),
  securityScreen: (): ScreenModule => import('../features/security/components/security-screen'),
  gameListScreen: (): ScreenModule => import('../features/games/components/game-list-screen'),
  providersScreen: (): ScreenModule => import('../features/games/components/providers-screen'),
  hotScreen: (): ScreenModule => import('../features/games/components/hot-screen'),
  favScreen: (): ScreenModule => import('../features/games/components/fav-screen'),
  liveChatScreen: (): ScreenModule => import('../features/chat/components/chat-screen'),
  slotsCenterScreen: (): ScreenModule => import('../features/games/components/slots-center-screen'),
  launchGameScreen: (): ScreenModule => import('../features/lottery/components/launch-game-screen'),
  startLotteryScreen: (): ScreenModule => import('../features/lottery/components/start-lottery-screen'),
};

export type LaterScreenName = keyof typeof laterScreens;
