import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/lib/use-hydrated';

/** SPEC 4: the typed game name, trimmed, is searched when Enter (or the button) fires. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(value);
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setText(text.trim());
    onSearch(text);
  };
  return (
    <form className="lobby-search" role="search" onSubmit={submit} data-drawn={hydrated ? undefined : true}>
      <svg className="icon lobby-search__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4" />
      </svg>
      <input
        className="lobby-search__input"
        type="search"
        enterKeyHint="search"
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={text}
        maxLength={64}
        readOnly={!hydrated}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary button--small">
        {t('searchButton')}
      </button>
    </form>
  );
}
