import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenLiveChat } from '../../../shared/api/chat/open-live-chat';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { useAnnouncementsUnread, useChatUnread, useInboxUnread } from '../../../shared/api/unread/unread-counts';
import { paths } from '../../../shared/config/paths';
import { affiliateService, messagingAppService } from '../../../shared/lib/customer-service';
import { Link } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import type { IconProps } from '../../../shared/ui/icons/make-icon';
import { ChatIcon, HeadsetIcon, MailIcon, MegaphoneIcon, SendIcon } from '../../../shared/ui/icons/menu-icons';
import { ChevronIcon } from '../../../shared/ui/icons/nav-icons';
import { Spinner } from '../../../shared/ui/spinner';
import { TopBar } from '../../../shared/ui/top-bar';
import { UnreadBadge } from '../../../shared/ui/unread-badge';
import './message-screen.css';

/**
 * /m/message, the message centre (SPEC 2.3): the messaging-app link, announcements, inbox messages, live chat (CBS3
 * only) and the affiliate service. Unread badges show only while logged in; live chat asks for its address first.
 */
export default function MessageScreen() {
  const { t } = useTranslation('content');
  const status = useSystemStatus().data;
  const services = status?.info.customerService ?? [];
  const messaging = messagingAppService(services);
  const affiliate = affiliateService(services);
  const cbs3 = status?.info.whitelabel.flags.CBS3 === true;
  const loggedIn = Boolean(useSession());
  const announcements = useAnnouncementsUnread();
  const inbox = useInboxUnread();
  const chat = useChatUnread();
  const liveChat = useOpenLiveChat();

  return (
    <div className="message-centre">
      <TopBar />
      <ul className="message-centre__list">
        {messaging && (
          <Row
            icon={SendIcon}
            label={t('messageCentre.social', { name: messaging.name })}
            href={messaging.path}
            external
          />
        )}
        <Row
          icon={MegaphoneIcon}
          label={t('messageCentre.announcements')}
          hint={t('messageCentre.announcementsHint')}
          href={paths.notice.getHref()}
          unread={loggedIn ? announcements : 0}
        />
        <Row
          icon={MailIcon}
          label={t('messageCentre.messages')}
          hint={t('messageCentre.messagesHint')}
          href={paths.webEmail.getHref()}
          unread={loggedIn ? inbox : 0}
        />
        {cbs3 && (
          <Row
            icon={ChatIcon}
            label={t('messageCentre.liveChat')}
            hint={t('messageCentre.liveChatHint')}
            onClick={liveChat.open}
            busy={liveChat.opening}
            unread={loggedIn ? chat : 0}
          />
        )}
        {affiliate && <Row icon={HeadsetIcon} label={t('messageCentre.affiliate')} href={affiliate.path} external />}
      </ul>
    </div>
  );
}

type RowProps = {
  icon: ComponentType<IconProps>;
  label: string;
  hint?: string;
  unread?: number;
  busy?: boolean;
} & ({ href: string; external?: boolean; onClick?: never } | { onClick: () => void; href?: never; external?: never });

function Row({ icon: Icon, label, hint, unread = 0, busy = false, href, external, onClick }: RowProps) {
  const body: ReactNode = (
    <>
      <Icon className="message-centre__icon" />
      <span className="message-centre__text">
        <span className="message-centre__label">{label}</span>
        {hint && <span className="message-centre__hint">{hint}</span>}
      </span>
      {unread > 0 && <UnreadBadge count={unread} />}
      {busy ? <Spinner className="message-centre__busy" /> : <ChevronIcon className="message-centre__chevron" />}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button type="button" className="message-centre__row" onClick={onClick} disabled={busy} aria-busy={busy}>
          {body}
        </button>
      ) : external ? (
        <a className="message-centre__row" href={href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <Link className="message-centre__row" to={href}>
          {body}
        </Link>
      )}
    </li>
  );
}
