import type { Translate } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';

/** Refusals a player can meet on the game page, each in words of their own; any other falls back to a general one. */
const KNOWN: Record<string, MessageKey> = {
  network: 'error.network',
  'lottery.session.invalid': 'error.session',
  'lottery.draw.closed': 'error.drawClosed',
  'lottery.draw.unknown': 'error.drawClosed',
  'lottery.follow.unavailable': 'error.follow',
  'lottery.liability.cap': 'error.soldOut',
  'lottery.suborder.finished': 'error.finished',
  'lottery.order.conflict': 'error.conflict',
  'lottery.wallet.unavailable': 'error.wallet',
  'wallet.insufficient': 'error.funds',
  'wallet.session.ended': 'error.session',
  'lottery.game.mismatch': 'error.session',
  'lottery.order.unknown': 'error.generic',
  'lottery.amount.min': 'error.stake',
  'lottery.amount.max': 'error.stake',
  'lottery.amount.invalid': 'error.stake',
  'lottery.prizeMode.unknown': 'error.prizeMode',
  'lottery.game.unknown': 'error.game',
};

export function errorText(errorCode: string, t: Translate): string {
  const key = KNOWN[errorCode] ?? (errorCode.startsWith('lottery.') ? 'error.selection' : 'error.generic');
  return t(key);
}
