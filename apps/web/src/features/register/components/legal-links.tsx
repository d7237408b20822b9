import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getHelpQueryOptions } from '../../../shared/api/help/get-help';
import { AlertDialog } from '../../../shared/ui/dialogs';
import { Spinner } from '../../../shared/ui/spinner';

type Doc = 'terms' | 'privacy';

// The sanitiser comes with the texts, not with the form's first view.
const HelpDocument = lazy(() =>
  import('../../../shared/ui/help-document/help-document').then(({ HelpDocument: document }) => ({
    default: document,
  })),
);

/**
 * The agree checkbox with the terms and privacy texts one tap away (SPEC 2.3): the help centre's sections of those
 * tags, as operators publish them, fetched when first opened.
 */
export function LegalAgreement({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<Doc | null>(null);
  const help = useQuery({ ...getHelpQueryOptions(), enabled: open !== null });
  const id = useId();
  const item = open ? help.data?.find((entry) => entry.tag === open) : undefined;
  const body = item ? (
    <Suspense fallback={<Spinner />}>
      <HelpDocument item={item} />
    </Suspense>
  ) : help.isPending ? (
    <Spinner />
  ) : (
    <p>{t('register.legalMissing')}</p>
  );
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
        title={item?.title ?? (open ? t(`register.${open}`) : '')}
        message={<div className="legal-text">{open && body}</div>}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
