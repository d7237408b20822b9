import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_QUERY } from '../../../shared/api/schemas/account-schemas';
import { errorText } from '../../../shared/lib/error-text';
import { useSearchParams } from '../../../shared/lib/router';
import { takeSocialIntent } from '../../../shared/lib/session/login-intent';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { redeemSocialTicket } from '../api/redeem-social-ticket';
import { useFinishLogin } from './use-finish-login';

/** Back from the identity provider: redeem the ticket once (then return where the guest was), or say why the sign-in failed. */
export function useSocialReturn() {
  const { t } = useTranslation('account');
  const params = useSearchParams();
  const finish = useFinishLogin();
  const handled = useRef(false);
  const ticket = params.get(SOCIAL_QUERY.ticket);
  const failure = params.get(SOCIAL_QUERY.error);
  useEffect(() => {
    if (handled.current || (!ticket && !failure)) return;
    handled.current = true;
    const intent = takeSocialIntent();
    if (failure) {
      showToast(t('login.socialFailed'), { tone: 'error' });
      return;
    }
    if (ticket)
      redeemSocialTicket(ticket).then(
        (value) => finish(value, intent),
        (error: unknown) => showToast(errorText(t, error), { tone: 'error' }),
      );
  }, [ticket, failure, finish, t]);
}
