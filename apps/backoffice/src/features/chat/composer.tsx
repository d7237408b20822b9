import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { opsChatSendSchema } from '@palaro/contract';
import { freeTextWording, friendlyIssue } from '../../shared/forms/form-errors';
import { newClientId } from '../../shared/lib/client-id';
import { describedBy } from '../../shared/ui/field';

type Props = {
  disabled: boolean;
  disabledReason?: string | undefined;
  onSend: (message: { clientId: string; text: string }) => void;
};

/** The answer box: Enter sends, Shift+Enter starts a new line; the text is checked by the contract before it goes. */
export function Composer({ disabled, disabledReason, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = () => {
    const message = { clientId: newClientId(), text };
    const parsed = opsChatSendSchema.safeParse(message, { error: friendlyIssue });
    if (!parsed.success) {
      setError(freeTextWording(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setText('');
    onSend(parsed.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing picks a candidate; it does not send
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!disabled) send();
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Answer
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        disabled={disabled}
        placeholder={disabled ? disabledReason : 'Write an answer'}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        {...describedBy(id, error, true)}
      />
      <div className="composer-bar">
        <span className="muted small" id={`${id}-hint`}>
          Enter sends · Shift+Enter adds a line
        </span>
        {error ? (
          <span className="field-error" id={`${id}-error`}>
            {error}
          </span>
        ) : null}
        <button type="submit" className="button button-primary" disabled={disabled}>
          Send
        </button>
      </div>
    </form>
  );
}
