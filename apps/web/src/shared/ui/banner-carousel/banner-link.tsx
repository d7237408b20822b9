import type { ReactNode } from 'react';
import type { Banner } from '@palaro/contract/game-catalogue';
import { Link } from '../../lib/router';

type Props = { banner: Banner; className: string; onGame?: (nodeId: number) => void; children: ReactNode };

/** What a banner tap does: U opens its path (in the app when it starts with /m), G launches its game, others nothing. */
export function BannerLink({ banner, className, onGame, children }: Props) {
  const { linkage, linkageType, title } = banner;
  if (linkageType === 'U' && linkage.startsWith('/m')) {
    return (
      <Link className={className} to={linkage} aria-label={title}>
        {children}
      </Link>
    );
  }
  if (linkageType === 'U' && /^https?:\/\//.test(linkage)) {
    return (
      <a className={className} href={linkage} target="_blank" rel="noopener noreferrer" aria-label={title}>
        {children}
      </a>
    );
  }
  const nodeId = Number(linkage);
  if (linkageType === 'G' && onGame && Number.isInteger(nodeId) && nodeId > 0) {
    return (
      <button type="button" className={className} aria-label={title} onClick={() => onGame(nodeId)}>
        {children}
      </button>
    );
  }
  return <div className={className}>{children}</div>;
}
