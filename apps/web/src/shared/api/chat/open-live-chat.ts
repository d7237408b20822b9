import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { API } from '@palaro/contract/api-paths';
import { MEMBER_TYPE, TIMING, TOAST_MS } from '@palaro/contract/constants';
import { paths } from '../../config/paths';
import { apiGet } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useLocation, useNavigate } from '../../lib/router';
import { useSessionStore } from '../../lib/session/session-store';
import { showToast } from '../../ui/toast/toast-store';

const chatUrlSchema = v.object({ chatUrl: v.string() });

/**
 * SPEC 4 "Live chat": ask the server for the chat's address, then go there after about 500 ms. A guest logs in first;
 * a trial account gets free_reject (SPEC 6). Every live-chat entry (message centre, side drawer) goes through here.
 */
export function useOpenLiveChat(): { open: () => void; opening: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState(false);
  const open = useCallback(() => {
    const session = useSessionStore.getState().session;
    if (!session) {
      navigate(paths.login.getHref());
      return;
    }
    if (session.type === MEMBER_TYPE.TRIAL) {
      showToast(t('free_reject'), { tone: 'error', durationMs: TOAST_MS.freeReject });
      return;
    }
    setOpening(true);
    apiGet(API.chatUrl, chatUrlSchema, {
      b2c: '1',
      language: currentLanguage(),
      backUrl: location.pathname.startsWith('/m') ? `${location.pathname}${location.search}` : paths.message.getHref(),
      title: t('title.liveChat'),
    }).then(
      ({ chatUrl }) => {
        setTimeout(() => {
          setOpening(false);
          navigate(chatUrl);
        }, TIMING.chatRedirectMs);
      },
      (error: unknown) => {
        setOpening(false);
        showToast(errorText(t, error), { tone: 'error' });
      },
    );
  }, [location, navigate, t]);
  return { open, opening };
}
