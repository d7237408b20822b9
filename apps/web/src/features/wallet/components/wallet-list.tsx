import { useTranslation } from 'react-i18next';
import type { TransferVendors } from '@palaro/contract/transfers';
import type { WalletSummary } from '@palaro/contract/wallet';
import { formatMoney } from '../../../shared/lib/money/format-money';

type Props = { wallet: WalletSummary; vendors: TransferVendors; recovering: boolean; onRecover: () => void };

/** Each of the player's wallets: main, bonus (not transferable) and one per transfer-mode game vendor. */
export function WalletList({ wallet, vendors, recovering, onRecover }: Props) {
  const { t } = useTranslation('money');
  const money = (minor: string) => formatMoney(minor, wallet.currency, wallet.currencySymbol);
  const bonus = wallet.wallets.find((entry) => entry.kind === 'bonus');
  const inGames = vendors.vendors.some((vendor) => BigInt(vendor.amount) > 0n);
  return (
    <section className="money-card" aria-labelledby="wallets-title">
      <div className="money-card__head">
        <h2 id="wallets-title" className="money-card__title">
          {t('wallet.wallets')}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={recovering || !inGames}
          aria-busy={recovering}
          onClick={onRecover}
        >
          {t('wallet.recoverAll')}
        </button>
      </div>
      <ul className="money-list wallet-list" aria-labelledby="wallets-title">
        <li className="money-row">
          <span className="money-row__title">{t('wallet.main')}</span>
          <span className="money-row__amount">{money(vendors.main)}</span>
          <span className="money-row__meta">{t('wallet.mainNote')}</span>
        </li>
        {bonus && (
          <li className="money-row">
            <span className="money-row__title">{t('wallet.bonus')}</span>
            <span className="money-row__amount">{money(bonus.amount)}</span>
            <span className="money-row__meta">{t('wallet.bonusNote')}</span>
          </li>
        )}
        {vendors.vendors.map((vendor) => (
          <li key={vendor.vendor} className="money-row">
            <span className="money-row__title">{vendor.name}</span>
            <span className="money-row__amount">{money(vendor.amount)}</span>
            <span className="money-row__meta">{t('wallet.gameNote')}</span>
          </li>
        ))}
      </ul>
      {!inGames && vendors.vendors.length > 0 && <p className="money-card__note">{t('wallet.nothingToRecover')}</p>}
    </section>
  );
}
