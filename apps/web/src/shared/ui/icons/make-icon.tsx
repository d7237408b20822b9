import type { ReactNode } from 'react';

export type IconProps = { className?: string };

/** Line icons on a 24 px grid; they inherit the text colour and are hidden from assistive technology. */
export function makeIcon(shape: ReactNode, filled = false) {
  function Icon({ className = '' }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={`icon${filled ? ' icon--filled' : ''} ${className}`}
      >
        {shape}
      </svg>
    );
  }
  return Icon;
}
