import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@palaro/contract/withdrawals';

type Props = { cards: BankCard[]; registration: UseFormRegisterReturn; onRemove: (card: BankCard) => void };

function CardChoice({ card, registration, onRemove }: { card: BankCard } & Omit<Props, 'cards'>) {
  const { t } = useTranslation('money');
  const id = useId();
  return (
    <li className="choice">
      <input id={id} type="radio" className="choice__input" value={card.id} {...registration} />
      <span className="bank-mark" aria-hidden="true">
        <span className="choice__check">✓</span>
        {card.bankCode.slice(0, 4)}
      </span>
      <label htmlFor={id} className="choice__label">
        <span className="choice__title">{card.bankName}</span>
        <span className="choice__number">{card.accountNumberMasked}</span>
        <span className="choice__meta">{card.payeeName}</span>
      </label>
      <span className="choice__side">
        <button
          type="button"
          className="copy-button"
          aria-label={t('card.removeNamed', { card: `${card.bankName} ${card.accountNumberMasked}` })}
          onClick={() => onRemove(card)}
        >
          {t('card.remove')}
        </button>
      </span>
    </li>
  );
}

/** The player's payout cards, numbers masked (only the last four digits), one chosen for the withdrawal. */
export function CardChoices({ cards, registration, onRemove }: Props) {
  return (
    <ul className="choice-list">
      {cards.map((card) => (
        <CardChoice key={card.id} card={card} registration={registration} onRemove={onRemove} />
      ))}
    </ul>
  );
}
