import { useCallback, useEffect, useState } from 'react';
import { API } from '@palaro/contract/api-paths';
import type { Captcha } from '@palaro/contract/verification';
import { captchaSchema } from './schemas/account-schemas';
import { apiGet } from '../lib/api-client';

export function getCaptcha(): Promise<Captcha> {
  return apiGet(API.captcha, captchaSchema);
}

/** A single-use captcha: fetched when `active` turns on, and again on every refresh (SPEC 4). */
export function useCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const refresh = useCallback(() => {
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);
  return { captcha, refresh };
}
