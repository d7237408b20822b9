import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';

/** SPEC 5: shown messages are checked again 200 ms after the language changes. */
export function useRecheckOnLanguage<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recheck = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const failed = Object.keys(form.formState.errors) as Parameters<typeof form.trigger>[0][];
        if (failed.length > 0) void form.trigger(failed as never);
      }, TIMING.validationRecheckDebounceMs);
    };
    i18n.on('languageChanged', recheck);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', recheck);
    };
  }, [i18n, form]);
}
