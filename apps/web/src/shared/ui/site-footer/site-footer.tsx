import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/get-system-status';
import { useRouteMeta } from '../../lib/route-meta-context';
import { FollowIcon } from './follow-icons';
import { followLinks } from './follow-links';
import { VendorLogoStrip } from './vendor-logo-strip';
import './site-footer.css';

export const COPYRIGHT_YEAR = 2024;

/** SPEC 2.3 home footer: vendor logos, follow-us links that exist, and the copyright (not on About Us). */
export function SiteFooter() {
  const { t } = useTranslation('home');
  const route = useRouteMeta();
  const links = followLinks(useSystemStatus().data?.info.resources ?? []);
  return (
    <footer className="site-footer">
      <h2 className="site-footer__heading">{t('providers')}</h2>
      <VendorLogoStrip />
      {links.length > 0 && (
        <>
          <h2 className="site-footer__heading">{t('followUs')}</h2>
          <ul className="site-footer__follow">
            {links.map((link) => (
              <li key={link.resourceType}>
                <a
                  className={`site-footer__social site-footer__social--${link.resourceType.toLowerCase()}`}
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.labelNameEn}
                >
                  <FollowIcon type={link.resourceType} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {route.name !== 'aboutus' && <p className="site-footer__copyright">{t('copyright', { year: COPYRIGHT_YEAR })}</p>}
    </footer>
  );
}
