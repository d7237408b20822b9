import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { Link, useLocation } from '../../../shared/lib/router';
import { intentOf, loginHref } from '../../../shared/lib/session/login-intent';
import { SocialLogins } from '../../../shared/ui/form/social-logins';
import { Spinner } from '../../../shared/ui/spinner';
import { TopBar } from '../../../shared/ui/top-bar';
import { useAffiliateFromUrl } from '../hooks/use-affiliate-code';
import { initialTab, planFields, showsTabs, type RegisterTab } from '../lib/register-fields';
import { RegisterForm } from './register-form';
import '../../../shared/ui/form/form.css';

/** /m/register: username and mobile tabs per the flags (SPEC 4 "Registration method"). */
export default function RegisterScreen() {
  const { t } = useTranslation('account');
  const flags = useSystemStatus().data?.info.whitelabel.flags;
  const settings = useRegisterSettings();
  const affiliate = useAffiliateFromUrl();
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen ?? initialTab(flags);
  const tabs = showsTabs(flags);
  const id = useId();
  const intent = intentOf(useLocation().search);
  const plan = useMemo(() => planFields(tab, settings.data, flags), [tab, settings.data, flags]);

  return (
    <div className="auth-screen">
      <TopBar />
      <div className="auth-page">
        <section className="auth-card" aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="auth-card__heading">
            {t('register.heading')}
          </h2>
          {tabs && (
            <div className="tabs" role="tablist" aria-label={t('register.methods')}>
              {(['username', 'mobileNum'] as const).map((method) => (
                <button
                  key={method}
                  type="button"
                  role="tab"
                  id={`${id}-${method}`}
                  className="tabs__tab"
                  aria-selected={tab === method}
                  aria-controls={`${id}-panel`}
                  onClick={() => setChosen(method)}
                >
                  {t(`register.tab.${method}`)}
                </button>
              ))}
            </div>
          )}
          <div
            id={`${id}-panel`}
            role={tabs ? 'tabpanel' : undefined}
            aria-labelledby={tabs ? `${id}-${tab}` : undefined}
          >
            {settings.isPending || affiliate.status === 'checking' ? (
              <Spinner />
            ) : (
              <RegisterForm key={tab} tab={tab} plan={plan} settings={settings.data} affiliate={affiliate} />
            )}
          </div>
          <SocialLogins intent={intent} />
          <div className="auth-links">
            <span>{t('register.haveAccount')}</span>
            <Link to={loginHref(intent)}>{t('register.toLogin')}</Link>
          </div>
        </section>
      </div>
    </div>
  );
}
