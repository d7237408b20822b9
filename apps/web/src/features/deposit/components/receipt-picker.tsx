import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readReceipt } from '../lib/receipt-file';

export type Receipt = { name: string; dataUrl: string };
type Props = { value: Receipt | null; onChange: (receipt: Receipt | null) => void };

/** The optional transfer receipt: png or jpg up to 5 MB, checked and previewed before it is sent. */
export function ReceiptPicker({ value, onChange }: Props) {
  const { t } = useTranslation('money');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readReceipt(file);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    onChange({ name: file.name, dataUrl: read.dataUrl });
  };

  return (
    <div className="field receipt-picker">
      <span className="field__label" id={`${id}-label`}>
        {t('deposit.receipt')}
      </span>
      {value ? (
        <div className="receipt-picker__preview">
          <img src={value.dataUrl} alt={t('deposit.receiptPreview')} width="72" height="72" />
          <span className="receipt-picker__file">{value.name}</span>
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
            {t('deposit.receiptRemove')}
          </button>
        </div>
      ) : (
        <label className="receipt-picker__drop">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
            <path d="M4 16.5V19a1 1 0 001 1h14a1 1 0 001-1v-2.5M12 15V4M7.5 8.5L12 4l4.5 4.5" />
          </svg>
          <span>{t('deposit.receiptAdd')}</span>
          <input
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {t('deposit.receiptHint')}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
