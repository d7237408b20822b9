import { useEffect, useId, useState } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import { paths } from '../../../shared/config/paths';
import { Modal } from '../../../shared/ui/modal/modal';
import { agreedAsDrawn, hasAgreed, keepAgreementForServer, rememberAgreement } from '../lib/disclaimer-storage';
import './disclaimer.css';

/**
 * The age and terms overlay: shown until the visitor agrees; "Leave" explains why the site stays closed.
 * It steps aside on the terms page itself (`readingTerms`), so the terms can be read before agreeing.
 * A first view the server draws has it in place (drawn as the agreement's cookie said); this tab's own record then
 * decides, since session storage is a tab's and the cookie the browser's.
 */
export function Disclaimer({ readingTerms = false }: { readingTerms?: boolean }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(() => agreedAsDrawn() ?? hasAgreed());
  const [declined, setDeclined] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    setAgreed(hasAgreed());
    keepAgreementForServer();
  }, []);

  const agree = () => {
    rememberAgreement();
    setAgreed(true);
  };

  return (
    <Modal inline open={!agreed && !readingTerms} labelledBy={titleId} describedBy={bodyId} className="disclaimer">
      <div className="disclaimer__badge" aria-hidden="true">
        {LIMITS.minimumPlayerAge}+
      </div>
      <h2 id={titleId} className="disclaimer__title">
        {t('disclaimer.title')}
      </h2>
      <div id={bodyId} className="disclaimer__body">
        <p>{t('disclaimer.age', { age: LIMITS.minimumPlayerAge })}</p>
        <p>
          {t('disclaimer.terms')} <Link to={paths.helpDetail.getHref('terms')}>{t('disclaimer.termsLink')}</Link>
        </p>
      </div>
      {declined && (
        <p role="alert" className="disclaimer__declined">
          {t('disclaimer.leaveMessage', { age: LIMITS.minimumPlayerAge })}
        </p>
      )}
      <div className="disclaimer__actions">
        <button type="button" className="button button--ghost" onClick={() => setDeclined(true)}>
          {t('disclaimer.leave')}
        </button>
        <button type="button" className="button button--primary" onClick={agree}>
          {t('disclaimer.agree')}
        </button>
      </div>
    </Modal>
  );
}
