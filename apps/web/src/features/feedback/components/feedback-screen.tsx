import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_TYPE_NONE,
  FEEDBACK_TYPES,
  type FeedbackSend,
  type FeedbackTypeName,
} from '@palaro/contract/feedback';
import { LIMITS, TOAST_MS } from '@palaro/contract/constants';
import { useCaptcha } from '../../../shared/api/get-captcha';
import { isApiError } from '../../../shared/lib/api-error';
import { errorText } from '../../../shared/lib/error-text';
import { CaptchaField } from '../../../shared/ui/form/captcha-field';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store';
import { sendFeedback } from '../api/send-feedback';
import { descriptionLength, descriptionProblem } from '../lib/feedback-rules';
import { FeedbackImages, type FeedbackImage } from './feedback-images';
import '../../../shared/ui/form/form.css';
import './feedback.css';

type Values = { captcha: string };
const TYPE_NAMES = Object.keys(FEEDBACK_TYPES) as FeedbackTypeName[];

/**
 * /m/feedback (SPEC 2.3, 5, 7.2): a question type, a description of 20 to 200 characters with its n/200 counter, up
 * to three images and the captcha. Submit stays off while the description is empty; the answer arrives in the inbox.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation('content');
  const id = useId();
  const [type, setType] = useState<FeedbackSend['type']>(FEEDBACK_TYPE_NONE);
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [images, setImages] = useState<FeedbackImage[]>([]);
  const [sending, setSending] = useState(false);
  const { captcha, refresh } = useCaptcha(true);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: { captcha: '' } });
  const length = descriptionLength(description);

  const submit = handleSubmit(async ({ captcha: answer }) => {
    const problem = descriptionProblem(description);
    setDescriptionError(problem);
    if (problem) {
      document.getElementById(`${id}-description`)?.focus();
      return;
    }
    if (!answer) {
      setError('captcha', { message: 'rule_captcha' });
      return;
    }
    setSending(true);
    const loading = showToast(t('feedback.sending'), { durationMs: TOAST_MS.loadingFeedback });
    try {
      await sendFeedback({
        content: description.trim(),
        sender: '',
        type,
        captcha: answer,
        captchaId: captcha?.captchaId ?? '',
        images: images.map((image) => image.dataUrl),
      });
      showToast(t('common:sent_success'), { tone: 'success' });
      setDescription('');
      setImages([]);
      setType(FEEDBACK_TYPE_NONE);
      reset({ captcha: '' });
    } catch (error) {
      if (isApiError(error) && error.errorCode.startsWith('captcha.')) {
        setError('captcha', { message: `errors.${error.errorCode}` });
      }
      showToast(errorText(t, error), { tone: 'error' });
    } finally {
      dismissToast(loading);
      setSending(false);
      // a captcha answers once, whether the feedback went or not
      refresh();
    }
  });

  return (
    <form className="feedback" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="feedback__types">
        <legend className="field__label">{t('feedback.type')}</legend>
        <div className="feedback__chips">
          {TYPE_NAMES.map((name) => (
            <label key={name} className="feedback__chip">
              <input
                type="radio"
                name="feedback-type"
                className="visually-hidden"
                checked={type === FEEDBACK_TYPES[name]}
                onChange={() => setType(FEEDBACK_TYPES[name])}
              />
              <span>{t(`feedback.types.${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={descriptionError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-description`}>
          {t('feedback.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="field__input feedback__description"
          rows={6}
          value={description}
          placeholder={t('feedback.placeholder', { min: LIMITS.feedbackMin, max: LIMITS.feedbackMax })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${id}-counter${descriptionError ? ` ${id}-description-error` : ''}`}
          onChange={(event) => {
            setDescription(event.target.value);
            if (descriptionError) setDescriptionError(descriptionProblem(event.target.value));
          }}
        />
        <p
          id={`${id}-counter`}
          className={length > LIMITS.feedbackMax ? 'feedback__counter feedback__counter--over' : 'feedback__counter'}
        >
          {length}/{LIMITS.feedbackMax}
        </p>
        {descriptionError && (
          <p id={`${id}-description-error`} className="field__error">
            {t(descriptionError, { min: LIMITS.feedbackMin, max: LIMITS.feedbackMax })}
          </p>
        )}
      </div>

      <FeedbackImages value={images} onChange={setImages} />

      <CaptchaField
        captcha={captcha}
        onRefresh={() => {
          reset({ captcha: '' });
          refresh();
        }}
        registration={register('captcha')}
        errorKey={formState.errors.captcha?.message}
      />

      <button
        type="submit"
        className="button button--primary feedback__submit"
        disabled={description.trim() === '' || sending}
      >
        {t('feedback.submit')}
      </button>
    </form>
  );
}
