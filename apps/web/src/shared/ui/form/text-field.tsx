import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import './form.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  /** i18n key of the failed rule, shown under the field. */
  errorKey?: string;
  /** A control beside the input (show/hide, send code, captcha image). */
  addon?: ReactNode;
  hint?: string;
  /** The form can be sent with this field empty: the label says so. */
  optional?: boolean;
};

/** A labelled input wired to react-hook-form; values are trimmed on entry, and on screen when the field is left (SPEC 5). */
export function TextField({ label, registration, errorKey, addon, hint, optional, ...input }: TextFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [errorKey ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={errorKey ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {/* the space stays in the label's own text, so the accessible name reads "Nickname (optional)" */}
        {optional ? `${label} ` : label}
        {optional && <span className="field__optional">{t('form.optional')}</span>}
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          readOnly={input.readOnly === true || !hydrated}
          {...registration}
          onChange={(event) => {
            // the form keeps the trimmed value while the box keeps what is typed, so a space between words survives typing
            const { name, value } = event.target;
            void registration.onChange({ target: { name, value: value.trim() }, type: event.type });
          }}
          onBlur={(event) => {
            const trimmed = event.target.value.trim();
            if (trimmed !== event.target.value) event.target.value = trimmed;
            void registration.onBlur(event);
          }}
        />
        {addon}
      </div>
      {hint && !errorKey && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorKey && (
        <p id={errorId} className="field__error">
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
