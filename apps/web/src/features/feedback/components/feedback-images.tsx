import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import { readImage } from '../../../shared/lib/image-file';

export type FeedbackImage = { key: string; name: string; dataUrl: string };
type Props = { value: readonly FeedbackImage[]; onChange: (images: FeedbackImage[]) => void };

let nextKey = 0;

/** Up to three png or jpg images of at most 5 MB each (SPEC 9), previewed and removable before sending. */
export function FeedbackImages({ value, onChange }: Props) {
  const { t } = useTranslation('content');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const room = LIMITS.uploadMaxImages - value.length;

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const added: FeedbackImage[] = [];
    let found: string | null = files.length > room ? 'feedback.imageCount' : null;
    for (const file of files.slice(0, room)) {
      const read = await readImage(file);
      if (read.ok) added.push({ key: `image-${++nextKey}`, name: file.name, dataUrl: read.dataUrl });
      else found = read.problem === 'size' ? 'feedback.imageSize' : 'feedback.imageType';
    }
    setProblem(found);
    if (added.length > 0) onChange([...value, ...added]);
  };

  return (
    <div className="field feedback-images">
      <span className="field__label" id={`${id}-label`}>
        {t('feedback.images')}
      </span>
      <ul className="feedback-images__list" aria-labelledby={`${id}-label`}>
        {value.map((image, index) => (
          <li key={image.key} className="feedback-images__item">
            <img src={image.dataUrl} alt={t('feedback.imageAlt', { index: index + 1 })} width="88" height="88" />
            <button
              type="button"
              className="feedback-images__remove"
              aria-label={t('feedback.imageRemove', { index: index + 1 })}
              onClick={() => {
                setProblem(null);
                onChange(value.filter((other) => other.key !== image.key));
              }}
            >
              ×
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label className="feedback-images__add">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
                <path d="M12 5v14M5 12h14" />
              </svg>
              <span>{t('feedback.imageAdd')}</span>
              <input
                className="visually-hidden"
                type="file"
                accept="image/png,image/jpeg"
                multiple
                aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
                onChange={(event) => {
                  void onFiles([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="field__hint">
        {t('feedback.imagesHint', { count: LIMITS.uploadMaxImages })}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(problem, { count: LIMITS.uploadMaxImages })}
        </p>
      )}
    </div>
  );
}
