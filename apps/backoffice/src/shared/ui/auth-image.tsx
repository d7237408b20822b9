import { useEffect, useState } from 'react';
import { requestBlob } from '../api/api-client';
import { errorMessage } from '../api/api-error';

type Props = { path: string; alt: string; className?: string };

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/**
 * An image behind the operator session: an <img> cannot send the Authorization header, so the file is fetched with
 * the token and shown from an object URL, released when the image leaves the page. A click opens it full size.
 */
export function AuthImage({ path, alt, className }: Props) {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    requestBlob(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (state.status === 'loading') return <span className={`auth-image auth-image-loading ${className ?? ''}`}>…</span>;
  if (state.status === 'failed')
    return (
      <span className={`auth-image auth-image-failed ${className ?? ''}`} role="img" aria-label={`${alt}: not shown`}>
        Image not shown: {state.message}
      </span>
    );
  return (
    <a className={`auth-image ${className ?? ''}`} href={state.url} target="_blank" rel="noopener noreferrer">
      <img src={state.url} alt={alt} />
    </a>
  );
}
