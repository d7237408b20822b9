/** Palaro's mark and wordmark; decorative, the surrounding link carries the name. */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <svg className="logo__mark" viewBox="0 0 48 48">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="0.55" stopColor="#f5b82e" />
            <stop offset="1" stopColor="#c47d12" />
          </linearGradient>
        </defs>
        <circle cx="24" cy="24" r="21" fill="#111a33" stroke="url(#logo-gold)" strokeWidth="2.5" />
        <path
          fill="url(#logo-gold)"
          fillRule="evenodd"
          d="M18.5 12.5h8c5.5 0 9 3.1 9 7.8s-3.5 7.8-9 7.8h-3.3v6.4h-4.7zm4.7 4.1v7.4h3c2.6 0 4.3-1.4 4.3-3.7s-1.7-3.7-4.3-3.7z"
        />
      </svg>
      <span className="logo__word">Palaro</span>
    </span>
  );
}
