import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../../shared/api/get-wallet';
import { paths } from '../../../shared/config/paths';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { invalidateMoney } from '../../../shared/lib/money/invalidate-money';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRequestId } from '../../../shared/lib/money/request-id';
import { Link } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { WalletBalance } from '../../../shared/ui/money/wallet-balance';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useTransferVendors } from '../api/get-transfer-vendors';
import { recoverAll } from '../api/recover-all';
import { TransferForm } from './transfer-form';
import { WalletList } from './wallet-list';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';

/** /m/member/wallet: every wallet's balance, transfers to and from game wallets, and "recover all balances". */
export default function WalletScreen() {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const openDeposit = useOpenDeposit();
  const wallet = useWallet();
  const vendors = useTransferVendors();
  const requestId = useRequestId();
  const [recovering, setRecovering] = useState(false);

  const recover = async () => {
    if (!vendors.data || !wallet.data) return;
    setRecovering(true);
    try {
      // the same balances retried after a lost answer reuse the id, so nothing moves twice
      const result = await recoverAll(
        requestId.idFor({ recover: vendors.data.vendors.map((vendor) => [vendor.vendor, vendor.amount]) }),
      );
      requestId.settle();
      showToast(
        t('wallet.recovered', {
          amount: formatMoney(result.recovered, wallet.data.currency, wallet.data.currencySymbol),
        }),
        { tone: 'success' },
      );
      await invalidateMoney(queryClient);
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
    } finally {
      setRecovering(false);
    }
  };

  let body;
  if (wallet.data && vendors.data) {
    body = (
      <>
        <WalletList
          wallet={wallet.data}
          vendors={vendors.data}
          recovering={recovering}
          onRecover={() => void recover()}
        />
        <TransferForm vendors={vendors.data} currency={wallet.data.currency} symbol={wallet.data.currencySymbol} />
      </>
    );
  } else if (wallet.isError || vendors.isError) {
    body = (
      <EmptyState text={t('wallet.error')}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void Promise.all([wallet.refetch(), vendors.refetch()])}
        >
          {t('common:common.retry')}
        </button>
      </EmptyState>
    );
  } else body = <Spinner />;

  return (
    <div className="money-page">
      <WalletBalance label={t('balance.total')}>
        <div className="balance-hero__actions">
          <button type="button" className="button button--primary button--small" onClick={openDeposit}>
            {t('entry.deposit')}
          </button>
          <Link className="button button--ghost button--small" to={paths.withdraw.getHref()}>
            {t('entry.withdraw')}
          </Link>
        </div>
      </WalletBalance>
      {body}
      <Link className="button button--ghost money-more" to={paths.memberTransactions.getHref()}>
        {t('wallet.toReport')}
      </Link>
    </div>
  );
}
