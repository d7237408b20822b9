import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { Logo } from '../../../shared/ui/logo';
import maintenanceImage from '../assets/maintenance.svg';
import restrictedImage from '../assets/restricted.svg';
import './gate-page.css';

type Props = { kind: 'maintenance' | 'restricted'; ip?: string };

/** The page shown instead of the site while it is under maintenance or unavailable in the visitor's region. */
export default function GatePage({ kind, ip }: Props) {
  const { t } = useTranslation();
  const { refetch, isFetching } = useSystemStatus();
  const heading = t(kind === 'maintenance' ? 'system.maintenanceTitle' : 'system.restrictedTitle');

  useEffect(() => {
    document.title = `${heading} · Palaro`;
  }, [heading]);

  return (
    <main className="gate">
      <Logo />
      <img
        className="gate__image"
        src={kind === 'maintenance' ? maintenanceImage : restrictedImage}
        alt=""
        width="220"
        height="160"
      />
      <h1 className="gate__heading">{heading}</h1>
      <p className="gate__text">{t(kind === 'maintenance' ? 'system.maintenanceText' : 'system.restrictedText')}</p>
      {kind === 'restricted' && ip && <p className="gate__ip">{t('system.yourIp', { ip })}</p>}
      <button type="button" className="button button--primary" disabled={isFetching} onClick={() => void refetch()}>
        {t('common.retry')}
      </button>
    </main>
  );
}
