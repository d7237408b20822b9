import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/lib/router';
import { BackIcon } from '../../../shared/ui/icons/nav-icons';
import type { ChatPageOptions } from '../lib/chat-page-query';
import type { ChatState } from '../lib/chat-state';

type Props = { options: ChatPageOptions; state: ChatState };

/** The chat page's own header: back to where the chat was opened from, the title, and how the chat stands. */
export function ChatHeader({ options, state }: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  return (
    <header className="chat-header" style={options.header ?? undefined}>
      <button
        type="button"
        className="icon-button chat-header__back"
        aria-label={t('common:common.back')}
        onClick={() => navigate(options.backUrl)}
      >
        <BackIcon />
      </button>
      <div className="chat-header__titles">
        <h1 className="chat-header__title">{options.title ?? t('title')}</h1>
        <p className="chat-header__status" role="status">
          <span className={`chat-header__dot chat-header__dot--${state.connection}`} aria-hidden="true" />
          {statusText(t, state)}
        </p>
      </div>
      <span aria-hidden="true" />
    </header>
  );
}

function statusText(t: (key: string, options?: Record<string, unknown>) => string, state: ChatState): string {
  if (state.connection === 'connecting') return t('status.connecting');
  if (state.connection === 'retrying') return t('status.reconnecting');
  if (state.status === 'waiting') return t('status.waiting');
  if (state.status === 'active') return t('status.active', { name: state.operatorName ?? t('support') });
  if (state.status === 'closed') return t('status.closed');
  return t('status.new');
}
