import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositBankAccount } from '@palaro/contract/payments';
import { showToast } from '../../../shared/ui/toast/toast-store';

type Props = { account: DepositBankAccount; registration: UseFormRegisterReturn };

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One merchant account to transfer to, shown in full (the player types it into the bank app), with a copy button. */
export function BankAccountChoice({ account, registration }: Props) {
  const { t } = useTranslation('money');
  const id = useId();
  const onCopy = async () => {
    const done = await copy(account.accountNumber.replace(/\s+/g, ''));
    showToast(t(done ? 'deposit.copied' : 'deposit.copyFailed'), { tone: done ? 'success' : 'error' });
  };
  return (
    <li className="choice">
      <input id={id} type="radio" className="choice__input" value={account.id} {...registration} />
      <span className="bank-mark" aria-hidden="true">
        <span className="choice__check">✓</span>
        {account.bankCode.slice(0, 4)}
      </span>
      <label htmlFor={id} className="choice__label">
        <span className="choice__title">{account.bankName}</span>
        <span className="choice__number">{account.accountNumber}</span>
        <span className="choice__meta">
          {account.accountName}
          {account.branch ? ` · ${account.branch}` : ''}
        </span>
      </label>
      <span className="choice__side">
        <button
          type="button"
          className="copy-button"
          aria-label={t('deposit.copyNumber', { bank: account.bankName })}
          onClick={() => void onCopy()}
        >
          {t('deposit.copy')}
        </button>
      </span>
    </li>
  );
}
