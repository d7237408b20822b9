import { ApiFailure } from '../api/http';
import type { Translate } from '../i18n/i18n';

/** What the player reads when a call fails; the server's own codes decide. */
export function errorText(t: Translate, error: unknown): string {
  const code = error instanceof ApiFailure ? error.errorCode : 'unknown';
  switch (code) {
    case 'wallet.insufficient':
      return t('error.insufficient');
    case 'wallet.session.ended':
    case 'originals.session.invalid':
    case 'wallet.session.unknown':
      return t('error.sessionEnded');
    case 'network':
      return t('error.network');
    case 'originals.round.pending':
    case 'originals.wallet.unavailable':
      return t('error.pending');
    case 'originals.bet.invalid':
    case 'request.invalid':
      return t('error.betInvalid');
    case 'rate.limited':
      return t('error.tooFast');
    default:
      return t('error.unknown');
  }
}

/** True when the session can no longer play: the player must launch the game again from the lobby. */
export const sessionIsOver = (error: unknown): boolean =>
  error instanceof ApiFailure &&
  ['wallet.session.ended', 'originals.session.invalid', 'wallet.session.unknown'].includes(error.errorCode);
