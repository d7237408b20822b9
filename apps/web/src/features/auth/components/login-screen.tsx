import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginType } from '@palaro/contract/session';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { paths } from '../../../shared/config/paths';
import { Link, useLocation } from '../../../shared/lib/router';
import { intentOf, registerHref } from '../../../shared/lib/session/login-intent';
import { TopBar } from '../../../shared/ui/top-bar';
import { useSocialReturn } from '../hooks/use-social-return';
import { MobileLoginForm } from './mobile-login-form';
import { SocialLogins } from '../../../shared/ui/form/social-logins';
import { UsernameLoginForm } from './username-login-form';
import '../../../shared/ui/form/form.css';

/** /m/login (SPEC 2.3): username or, with MOBILEVERCODELOGIN3, mobile and SMS code. */
export default function LoginScreen() {
  const { t } = useTranslation('account');
  const mobileOn = useSystemStatus().data?.info.whitelabel.flags.MOBILEVERCODELOGIN3 === true;
  const settings = useRegisterSettings().data;
  const rules = settings?.rules;
  const [mode, setMode] = useState<LoginType>('username');
  const activeMode = mobileOn ? mode : 'username';
  const tabsId = useId();
  // a guest sent here from a star or a game keeps that intent if they sign up instead
  const intent = intentOf(useLocation().search);
  useSocialReturn();

  return (
    <div className="auth-screen">
      <TopBar />
      <div className="auth-page">
        <section className="auth-card" aria-labelledby={`${tabsId}-heading`}>
          <h2 id={`${tabsId}-heading`} className="auth-card__heading">
            {t('login.heading')}
          </h2>
          {mobileOn && (
            <div className="tabs" role="tablist" aria-label={t('login.modes')}>
              {(['username', 'mobile'] as const).map((type) => (
                <button
                  key={type}
                  type="button"
                  role="tab"
                  id={`${tabsId}-${type}`}
                  className="tabs__tab"
                  aria-selected={activeMode === type}
                  aria-controls={`${tabsId}-panel`}
                  onClick={() => setMode(type)}
                >
                  {t(`login.mode.${type}`)}
                </button>
              ))}
            </div>
          )}
          <div
            id={`${tabsId}-panel`}
            role={mobileOn ? 'tabpanel' : undefined}
            aria-labelledby={mobileOn ? `${tabsId}-${activeMode}` : undefined}
          >
            {activeMode === 'username' ? (
              <UsernameLoginForm rules={rules} />
            ) : (
              <MobileLoginForm rules={rules} smsCaptcha={settings?.smsCaptcha === true} />
            )}
          </div>
          {activeMode === 'username' && <SocialLogins intent={intent} />}
          <div className="auth-links">
            <Link to={paths.forget.getHref()}>{t('login.forgot')}</Link>
            <Link to={registerHref(intent)}>{t('login.createAccount')}</Link>
          </div>
        </section>
      </div>
    </div>
  );
}
