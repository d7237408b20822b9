import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@palaro/contract/verification';
import { TextField } from './text-field';

type Props = { captcha: Captcha | null; onRefresh: () => void; registration: UseFormRegisterReturn; errorKey?: string };

/** The typed answer beside its image; tapping the image fetches a new one (the caller clears the answer). */
export function CaptchaField({ captcha, onRefresh, registration, errorKey }: Props) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('form.captcha')}
      registration={registration}
      errorKey={errorKey}
      inputMode="numeric"
      autoComplete="off"
      // there is nothing to answer until the image is there (and an answer sent without it names no challenge)
      readOnly={captcha === null}
      hint={t('form.captchaHint')}
      addon={
        <button
          type="button"
          className="field__addon field__captcha"
          aria-label={t('form.captchaRefresh')}
          onClick={onRefresh}
        >
          {captcha && <img src={captcha.image} alt="" />}
        </button>
      }
    />
  );
}
