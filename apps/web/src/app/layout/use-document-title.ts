import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const TITLE_SUFFIX = 'Palaro';

/** document.title is "<route title> · Palaro", in the language on screen. */
export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${TITLE_SUFFIX}`;
  }, [title]);
}
