import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../shared/ui/icons/make-icon';

type Props = {
  Icon: (props: IconProps) => ReactNode;
  title: string;
  /** Whether this protection is on; undefined shows no status. */
  on?: boolean;
  text: string;
  children?: ReactNode;
};

/** One protection of the account: what it is, whether it is on, and what the player can do about it. */
export function SecurityItem({ Icon, title, on, text, children }: Props) {
  const { t } = useTranslation('security');
  const titleId = useId();
  return (
    <section className="security-item" aria-labelledby={titleId}>
      <div className="security-item__head">
        <span className="security-item__icon">
          <Icon />
        </span>
        <h2 id={titleId} className="security-item__title">
          {title}
        </h2>
        {on !== undefined && (
          <span className={`status-badge status-badge--${on ? 'success' : 'muted'}`}>
            {on ? t('status.on') : t('status.off')}
          </span>
        )}
      </div>
      <p className="security-item__text">{text}</p>
      {children}
    </section>
  );
}
