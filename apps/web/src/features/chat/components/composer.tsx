import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@palaro/contract/chat';
import { CloseIcon } from '../../../shared/ui/icons/nav-icons';
import { readImage } from '../lib/image-file';
import { ImageIcon, SendIcon } from './chat-icons';

type Props = { disabled: boolean; onSend: (text: string, image: string | null) => void };

/** The message box: text (Enter sends, Shift+Enter starts a line), an optional png or jpg of up to 5 MB, send. */
export function Composer({ disabled, onSend }: Props) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = !disabled && (text.trim().length > 0 || image !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text, image?.dataUrl ?? null);
    setText('');
    setImage(null);
    setProblem(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImage(file);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    setImage({ name: file.name, dataUrl: read.dataUrl });
  };

  return (
    <form className="chat-composer" onSubmit={submit} aria-label={t('composer')}>
      {problem && (
        <p id={`${id}-error`} className="chat-composer__error" role="alert">
          {t(problem)}
        </p>
      )}
      {image && (
        <div className="chat-composer__preview">
          <img src={image.dataUrl} alt={t('imagePreview')} />
          <span className="chat-composer__file">{image.name}</span>
          <button type="button" className="icon-button" aria-label={t('removeImage')} onClick={() => setImage(null)}>
            <CloseIcon />
          </button>
        </div>
      )}
      <div className="chat-composer__row">
        <label className="icon-button chat-composer__attach">
          <ImageIcon />
          <input
            className="visually-hidden"
            type="file"
            accept={CHAT_LIMITS.imageTypes.join(',')}
            aria-label={t('attach')}
            aria-describedby={problem ? `${id}-error` : undefined}
            disabled={disabled}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <textarea
          ref={field}
          className="chat-composer__input"
          rows={1}
          value={text}
          maxLength={CHAT_LIMITS.textMax}
          placeholder={t('placeholder')}
          aria-label={t('input')}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-composer__send" aria-label={t('send')} disabled={!canSend}>
          <SendIcon />
        </button>
      </div>
    </form>
  );
}
