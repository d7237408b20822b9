import logoMark from './assets/logo-mark.svg';

/**
 * Palaro's mark and wordmark; decorative, the surrounding link carries the name. The mark is a file of its own rather
 * than markup in the first screen's JavaScript (docs/architecture.md section 8, the critical JS budget).
 */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <img className="logo__mark" src={logoMark} alt="" width="48" height="48" />
      <span className="logo__word">Palaro</span>
    </span>
  );
}
