import type { ReactNode } from 'react';
import emptyImage from './assets/empty-state.svg';

/** Nothing to show: an illustration and a line of text, with an optional action under it. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <img className="empty-state__image" src={emptyImage} alt="" width="160" height="120" />
      <p className="empty-state__text">{text}</p>
      {children}
    </div>
  );
}
