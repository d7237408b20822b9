import { useTranslation } from 'react-i18next';
import type { DownloadLink } from '@palaro/contract/system';
import { isIosSafari, legacyIosTip, platformOf } from '../lib/phone-platform';
import { useProfileFlow } from '../lib/use-profile-flow';
import './app-screen.css';

const urlOf = (resources: readonly DownloadLink[], type: string) =>
  resources.find((link) => link.resourceType === type && link.url)?.url;

/**
 * What this phone can install (SPEC 2.3 "App-download popup", 4): the Android package, the iOS app, the iOS profile
 * and, on iOS, the add-to-home guide. Shared by /m/app and home's app-download popup.
 */
export function AppDownloadOptions({ resources }: { resources: readonly DownloadLink[] }) {
  const { t } = useTranslation('content');
  const userAgent = navigator.userAgent;
  const platform = platformOf(userAgent);
  const android = urlOf(resources, 'Android');
  const iosApp = urlOf(resources, 'IOS');
  const profile = urlOf(resources, 'MOBILECONFIG');
  const profileFlow = useProfileFlow(profile);
  const showAndroid = android && platform !== 'ios';
  const showIos = platform !== 'android';
  return (
    <>
      <div className="app-page__actions">
        {showAndroid && (
          <a className="button button--primary" href={android}>
            {t('app.android')}
          </a>
        )}
        {showIos && iosApp && (
          <a className="button button--primary" href={iosApp}>
            {t('app.ios')}
          </a>
        )}
        {showIos && profile && (
          <button type="button" className="button button--ghost" onClick={profileFlow.start}>
            {t('app.profile')}
          </button>
        )}
        {platform === 'other' && <p className="app-page__note">{t('app.onPhone')}</p>}
        {profileFlow.message && (
          <p
            className={profileFlow.message === 'refused' ? 'app-page__alert' : 'app-page__hint'}
            role={profileFlow.message === 'refused' ? 'alert' : 'status'}
          >
            {profileFlow.message === 'refused' ? t('app.safariRequired') : t('app.allowSettings')}
          </p>
        )}
      </div>
      {platform === 'ios' && <AddToHomeGuide userAgent={userAgent} />}
    </>
  );
}

/** The add-to-home guide for iOS's own browser, with the tips of older iOS versions (SPEC 2.3, 4). */
function AddToHomeGuide({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation('content');
  const legacy = legacyIosTip(userAgent);
  return (
    <section className="app-page__guide" aria-labelledby="app-guide-title">
      <h2 id="app-guide-title" className="app-page__guide-title">
        {t('app.guideTitle')}
      </h2>
      <ol className="app-page__steps">
        <li>{t('app.guideShare')}</li>
        <li>{t('app.guideAdd')}</li>
        <li>{t('app.guideConfirm')}</li>
      </ol>
      {legacy && <p className="app-page__tip">{t(`app.tip.${legacy}`)}</p>}
      {!isIosSafari(userAgent) && <p className="app-page__tip">{t('app.safariRequired')}</p>}
    </section>
  );
}
