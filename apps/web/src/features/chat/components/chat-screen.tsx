import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/lib/api-error';
import { changeLanguage, currentLanguage } from '../../../shared/lib/i18n/i18n';
import { useSearchParams } from '../../../shared/lib/router';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { chatPageOptions } from '../lib/chat-page-query';
import { useLiveChat } from '../lib/use-live-chat';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './chat-screen.css';

/**
 * /m/liveChat, where GET chat url leads (SPEC 2.3, 4, 7.7): the player's conversation with support, live. The query
 * sets the header's title and colour, where back leads, and the language.
 */
export default function ChatScreen() {
  const { t } = useTranslation('chat');
  const search = useSearchParams();
  const options = useMemo(() => chatPageOptions(search), [search]);

  useEffect(() => {
    if (options.language && options.language !== currentLanguage()) void changeLanguage(options.language);
  }, [options.language]);

  const chat = useLiveChat({
    onSendError: (error) => {
      const text = isApiError(error)
        ? t(`errors.${error.errorCode}`, { defaultValue: t('errors.unknown') })
        : t('errors.unknown');
      showToast(text, { tone: 'error' });
    },
  });
  const { state, problem } = chat;

  return (
    <div className="chat-page">
      <ChatHeader options={options} state={state} />
      {problem === 'unavailable' ? (
        <p className="chat-page__notice" role="alert">
          {t('unavailable')}
        </p>
      ) : problem === 'failed' && !state.loaded ? (
        <div className="chat-page__notice" role="alert">
          <p>{t('errors.unknown')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void chat.reload()}>
            {t('common:common.retry')}
          </button>
        </div>
      ) : !state.loaded ? (
        <Spinner className="chat-page__spinner" />
      ) : (
        <MessageList state={state} onRetry={chat.retry} onEarlier={() => void chat.loadEarlier()} />
      )}
      <Composer
        disabled={problem === 'unavailable' || !state.loaded}
        onSend={(text, image) => void chat.send(text, image)}
      />
    </div>
  );
}
