import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@palaro/contract/constants';
import { i18n } from '../i18n/i18n';

/** SPEC 4 "Home load": after a language change the vendor lists load again, 250 ms after the last change. */
export function useReloadVendorsOnLanguage(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['games', 'vendor-sorting'] });
        void queryClient.invalidateQueries({ queryKey: ['games', 'vendor-types'] });
      }, TIMING.languageChangeDebounceMs);
    };
    i18n.on('languageChanged', reload);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', reload);
    };
  }, [queryClient]);
}
