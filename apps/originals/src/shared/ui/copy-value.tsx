import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { CheckIcon, CopyIcon } from './icons';

/** A long value (a seed, a hash) in full, with a copy button. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="copy-value">
      <div className="copy-value__label">{label}</div>
      <div className="copy-value__row">
        <code className="copy-value__text" data-testid={testId}>
          {value}
        </code>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={copied ? t('common.copied') : t('common.copyLabel', { label })}
          onClick={copy}
        >
          {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
        </button>
      </div>
    </div>
  );
}
