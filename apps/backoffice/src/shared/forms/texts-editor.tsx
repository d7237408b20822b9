import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { LanguageCode } from '@palaro/contract';
import { EDIT_LANGUAGES, LANGUAGE_NAMES, REQUIRED_LANGUAGE } from '../lib/languages';
import { plainText } from '../lib/plain-text';
import { Field, describedBy } from '../ui/field';
import type { TextsDraft } from './texts-form';

type Form = { texts: TextsDraft };

type Props = { idPrefix: string };

/**
 * A message's title and HTML content per language, one language at a time, with a plain preview of the words the
 * player will read. The required language comes first; a language with an error is marked on its tab. It serves any
 * form (inside a FormProvider) whose values hold `texts`.
 */
export function TextsEditor({ idPrefix }: Props) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<Form>();
  const [active, setActive] = useState<LanguageCode>(REQUIRED_LANGUAGE);
  const texts = watch('texts');
  const current = texts[active];
  const preview = plainText(current.content);
  const errorOf = (language: LanguageCode) => errors.texts?.[language];
  return (
    <div className="texts-editor">
      <div className="tabs" role="tablist" aria-label="Language">
        {EDIT_LANGUAGES.map((language) => {
          const written = texts[language].title.trim() !== '' || texts[language].content.trim() !== '';
          const invalid = errorOf(language) !== undefined;
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${language}`}
              aria-selected={language === active}
              aria-controls={`${idPrefix}-panel`}
              className={['tab', invalid ? 'tab-invalid' : '', written ? 'tab-written' : ''].join(' ')}
              onClick={() => setActive(language)}
            >
              {LANGUAGE_NAMES[language]}
              {language === REQUIRED_LANGUAGE ? ' *' : ''}
              {invalid ? <span className="visually-hidden"> (has errors)</span> : null}
            </button>
          );
        })}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        key={active}
      >
        <p className="muted small">
          {active === REQUIRED_LANGUAGE
            ? `${LANGUAGE_NAMES[active]} is required.`
            : `Optional: players reading ${LANGUAGE_NAMES[active]} get the ${LANGUAGE_NAMES[REQUIRED_LANGUAGE]} text when this is left empty.`}
        </p>
        <Field
          id={`${idPrefix}-${active}-title`}
          label={`Title (${LANGUAGE_NAMES[active]})`}
          error={errorOf(active)?.title?.message}
        >
          <input
            id={`${idPrefix}-${active}-title`}
            type="text"
            autoComplete="off"
            {...describedBy(`${idPrefix}-${active}-title`, errorOf(active)?.title?.message)}
            {...register(`texts.${active}.title`)}
          />
        </Field>
        <Field
          id={`${idPrefix}-${active}-content`}
          label={`Content, HTML (${LANGUAGE_NAMES[active]})`}
          error={errorOf(active)?.content?.message}
          hint="Basic formatting, links and images; the server removes anything else before it is stored."
        >
          <textarea
            id={`${idPrefix}-${active}-content`}
            rows={8}
            className="mono"
            {...describedBy(`${idPrefix}-${active}-content`, errorOf(active)?.content?.message, true)}
            {...register(`texts.${active}.content`)}
          />
        </Field>
        <section className="preview" aria-label={`Preview (${LANGUAGE_NAMES[active]})`}>
          <p className="muted small">Preview, as plain text</p>
          <p className="preview-title">{current.title.trim() || <span className="muted">No title yet</span>}</p>
          <p className="preview-body">{preview || <span className="muted">No content yet</span>}</p>
        </section>
      </div>
    </div>
  );
}
