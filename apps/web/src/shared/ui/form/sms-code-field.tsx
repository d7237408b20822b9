import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { SmsSent } from '@palaro/contract/verification';
import { useSmsCountdown } from '../../lib/use-sms-countdown';
import { dismissToast, showToast } from '../toast/toast-store';
import { TextField } from './text-field';

type Props = {
  registration: UseFormRegisterReturn;
  errorKey?: string;
  /** Checks the phone number first; resolves to null when it is not valid (nothing is sent). */
  onSend: () => Promise<SmsSent | null>;
  onError: (error: unknown) => void;
};

/** The SMS code input with its send button and countdown (SPEC 4: 500 ms tick, "60 s" before any send). */
export function SmsCodeField({ registration, errorKey, onSend, onError }: Props) {
  const { t } = useTranslation('account');
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const toast = showToast(t('in_sms_sending'), { durationMs: TOAST_MS.loadingSms });
    try {
      const sent = await onSend();
      dismissToast(toast);
      if (!sent) return;
      showToast(t('in_sms_send'), { tone: 'success', durationMs: TOAST_MS.smsSuccess });
      countdown.start(sent.nextSendAt);
    } catch (error) {
      dismissToast(toast);
      onError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      label={t('form.smsCode')}
      registration={registration}
      errorKey={errorKey}
      inputMode="numeric"
      autoComplete="one-time-code"
      addon={
        <button
          type="button"
          className="field__addon"
          disabled={countdown.running || sending}
          onClick={() => void send()}
        >
          {t('form.sendCode')} <span aria-live="polite">({t('form.seconds', { count: countdown.seconds })})</span>
        </button>
      }
    />
  );
}
