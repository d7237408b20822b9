import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../shared/ui/dialogs';

type Doc = 'terms' | 'privacy';

/** The agree checkbox with the terms and privacy texts one tap away (SPEC 2.3). */
export function LegalAgreement({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<Doc | null>(null);
  const id = useId();
  return (
    <>
      <div className="check">
        <input id={id} type="checkbox" {...registration} />
        <span>
          <label htmlFor={id}>{t('register.agree')}</label>{' '}
          <button type="button" className="link-button" onClick={() => setOpen('terms')}>
            {t('register.terms')}
          </button>{' '}
          {t('register.and')}{' '}
          <button type="button" className="link-button" onClick={() => setOpen('privacy')}>
            {t('register.privacy')}
          </button>
        </span>
      </div>
      <AlertDialog
        open={open !== null}
        title={open ? t(`register.${open}`) : ''}
        message={<div className="legal-text">{open ? t(`legal.${open}`) : ''}</div>}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
