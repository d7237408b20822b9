import { useTranslation } from 'react-i18next';
import type { BackTarget } from '../config/route-meta';
import { useGoBack } from '../lib/use-go-back';
import { BackIcon } from './icons/nav-icons';

/** The back arrow; routes whose back target is "none" (changePsw) get no arrow at all. */
export function BackButton({ target }: { target: BackTarget }) {
  const { t } = useTranslation();
  const goBack = useGoBack(target);
  if (target === 'none') return null;
  return (
    <button type="button" className="icon-button" aria-label={t('common.back')} onClick={goBack}>
      <BackIcon />
    </button>
  );
}
