import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@palaro/contract/account-rules';
import { passesRule } from '@palaro/contract/rule-check';
import { hasUnsafeText } from '@palaro/contract/text-characters';
import { errorText } from '../../../shared/lib/error-text';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { updateProfile, type ProfileKey } from '../api/update-profile';

type Props = { field: ProfileKey; value: string; rule: FieldRule | undefined; queryKey: readonly unknown[] };

/** One editable profile value: shown, or edited in place and saved through its own call. */
export function ProfileRow({ field, value, rule, queryKey }: Props) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(`form.${field}`);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = (draft ?? '').trim();
    if (hasUnsafeText(text)) return setProblem('text_unsafe');
    if (rule && !passesRule(rule, text)) return setProblem(rule.message);
    try {
      queryClient.setQueryData(queryKey, await updateProfile(field, text));
      setDraft(null);
      setProblem(null);
      showToast(t('member.saved'), { tone: 'success' });
    } catch (error) {
      showToast(errorText(t, error), { tone: 'error' });
    }
  };

  if (draft === null) {
    return (
      <div className="profile-row">
        <span className="profile-row__label">{label}</span>
        <span className="profile-row__value">{value || t('member.notSet')}</span>
        <button
          type="button"
          className="link-button"
          aria-label={t('member.edit', { field: label })}
          onClick={() => setDraft(value)}
        >
          {t('member.editShort')}
        </button>
      </div>
    );
  }
  return (
    <form className="profile-row profile-row--editing" onSubmit={(event) => void save(event)} noValidate>
      <label className="profile-row__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => setDraft((text) => text?.trim() ?? '')}
      />
      <button type="submit" className="button button--primary button--small">
        {t('member.save')}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => setDraft(null)}>
        {t('common:common.cancel')}
      </button>
      {problem && (
        <p id={`${id}-error`} className="field__error profile-row__error">
          {t(problem)}
        </p>
      )}
    </form>
  );
}
