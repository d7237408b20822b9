import { ApiError, errorMessage } from '../api/api-error';

type Props = {
  /** What could not be done, e.g. "Could not load the conversations". */
  title: string;
  error: unknown;
  onRetry?: () => void;
};

/** A failed call as the operator sees it: what failed, the server's message and its code. */
export function ErrorBanner({ title, error, onRetry }: Props) {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  return (
    <div className="banner banner-error" role="alert">
      <div className="banner-text">
        <strong>{title}</strong>
        <span>{errorMessage(error)}</span>
        {code ? <code className="muted">{code}</code> : null}
      </div>
      {onRetry ? (
        <button type="button" className="button button-small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
