import { useEffect, useRef, useState } from 'react';
import { TIMING } from '@palaro/contract/constants';
import { isIosSafari } from './phone-platform';

/**
 * SPEC 4, iOS with a profile link: it needs Safari (elsewhere the download is refused with a message); it opens the
 * profile, and when the visitor comes back to the window, "Click Allow to go to Settings for install" shows for 4 s
 * before the profile's address opens again, which takes iOS to the install in Settings.
 */
export function useProfileFlow(profile: string | undefined) {
  const [message, setMessage] = useState<'refused' | 'allow' | null>(null);
  const waiting = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || !waiting.current || !profile) return;
      waiting.current = false;
      setMessage('allow');
      timer = setTimeout(() => {
        setMessage(null);
        window.location.assign(profile);
      }, TIMING.profileSettingsRedirectMs);
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      clearTimeout(timer);
    };
  }, [profile]);

  const start = () => {
    if (!profile) return;
    if (!isIosSafari(navigator.userAgent)) {
      setMessage('refused');
      return;
    }
    setMessage(null);
    waiting.current = true;
    window.location.assign(profile);
  };
  return { message, start };
}
