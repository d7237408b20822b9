import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChatImage } from '../api/get-chat-image';

/** An image of the chat: fetched with the session (its address needs one), shown once it is here. */
export function ChatImage({ path }: { path: string }) {
  const { t } = useTranslation('chat');
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    getChatImage(path, abort.signal)
      .then(setSource)
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [path]);

  if (failed) return <span className="chat-image chat-image--missing">{t('imageMissing')}</span>;
  if (!source) return <span className="chat-image chat-image--loading" role="img" aria-label={t('imageLoading')} />;
  return <img className="chat-image" src={source} alt={t('imageAlt')} />;
}
