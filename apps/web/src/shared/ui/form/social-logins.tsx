import { useTranslation } from 'react-i18next';
import { socialLoginPaths } from '@palaro/contract/api-paths';
import type { IdentityProvider } from '@palaro/contract/session';
import { apiUrl } from '../../lib/request-context';
import { useWhitelabel } from '../../api/get-whitelabel';
import { rememberIntentForSocial, type LoginIntent } from '../../lib/session/login-intent';

const FLAG_OF: Record<IdentityProvider, 'GOOGLELOGIN3' | 'FACEBOOKLOGIN3'> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};

/**
 * SPEC 2.3: a button per provider whose flag is on and which the server has configured. The screen's login intent
 * (where to return, what to finish) is kept for the way back, which the provider's page would otherwise drop.
 */
export function SocialLogins({ intent }: { intent: LoginIntent | null }) {
  const { t } = useTranslation('account');
  const whitelabel = useWhitelabel().data;
  if (!whitelabel) return null;
  const providers = (Object.keys(FLAG_OF) as IdentityProvider[]).filter(
    (provider) => whitelabel.flags[FLAG_OF[provider]] && whitelabel.identityProviders[provider],
  );
  if (providers.length === 0) return null;
  return (
    <div className="social-logins">
      {providers.map((provider) => (
        // A full page load: the provider's sign-in page is not part of the app.
        <a
          key={provider}
          className="button button--ghost"
          href={apiUrl(socialLoginPaths(provider).start)}
          onClick={() => rememberIntentForSocial(intent)}
        >
          {t(`login.social.${provider}`)}
        </a>
      ))}
    </div>
  );
}
