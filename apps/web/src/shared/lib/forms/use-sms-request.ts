import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldRule } from '@palaro/contract/account-rules';
import { passesRule } from '@palaro/contract/rule-check';
import type { Captcha, SmsSent } from '@palaro/contract/verification';
import { sendSmsCode } from '../../api/send-sms-code';
import { mandatory } from './rule-schema';

type SmsFields = { countryDialingCode: string; mobileNum: string; captcha: string };

type Options = {
  purpose: 'register' | 'noLogin';
  /** The register settings' smsCaptcha: the request carries a captcha answer. */
  captchaNeeded: boolean;
  captcha: Captcha | null;
  captchaRule: FieldRule | undefined;
  /** Fetches a new image and clears the typed answer. */
  refreshCaptcha: () => void;
};

/**
 * The "send code" action of a form with a mobile number (SPEC 5: the number must validate first); with
 * smsCaptcha on, the captcha must be typed too, and it is spent by the request whatever the answer.
 */
export function useSmsRequest<T extends FieldValues & SmsFields>(
  form: UseFormReturn<T>,
  options: Options,
): () => Promise<SmsSent | null> {
  const { purpose, captchaNeeded, captcha, captchaRule, refreshCaptcha } = options;
  return useCallback(async () => {
    const field = (name: keyof SmsFields) => name as Path<T>;
    if (!(await form.trigger(field('mobileNum'), { shouldFocus: true }))) return null;
    const values = form.getValues() as SmsFields;
    if (!captchaNeeded)
      return sendSmsCode(purpose, {
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
      });
    const rule = mandatory(captchaRule);
    const answer = values.captcha.trim();
    if (answer === '' || (rule && !passesRule(rule, answer))) {
      form.setError(
        field('captcha'),
        { message: answer === '' ? 'in_vwrite_code' : (rule?.message ?? 'in_vwrite_code') },
        { shouldFocus: true },
      );
      return null;
    }
    form.clearErrors(field('captcha'));
    try {
      return await sendSmsCode(purpose, {
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
        captcha: answer,
        captchaId: captcha?.captchaId,
      });
    } finally {
      refreshCaptcha();
    }
  }, [form, purpose, captchaNeeded, captcha, captchaRule, refreshCaptcha]);
}
