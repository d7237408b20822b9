import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { Deposit } from '@palaro/contract/payments';
import { paths } from '../../../shared/config/paths';
import { Link, useNavigate, useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MoneyTabs } from '../../../shared/ui/money/money-tabs';
import { WalletBalance } from '../../../shared/ui/money/wallet-balance';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useDepositMethods } from '../api/get-deposit-methods';
import { DepositHistory } from './deposit-history';
import { DepositOutcome, DepositReturn } from './deposit-result';
import { DepositForm } from './deposit-form';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';

type Tab = 'deposit' | 'history';

/** /m/voucherCenter: pay in by bank transfer or through a gateway, see how a payment ended, and the history. */
export default function DepositScreen() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const params = useSearchParams();
  const returnedId = params.get('deposit');
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'history' ? 'history' : 'deposit');
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  const methods = useDepositMethods();
  const refused = methods.data?.eligible === false;
  const symbol = methods.data?.currencySymbol ?? '';

  // SPEC 5: a member type the server does not let deposit hears free_reject, even if the session said otherwise.
  useEffect(() => {
    if (refused) showToast(t('common:free_reject'), { tone: 'error', durationMs: TOAST_MS.freeReject });
  }, [refused, t]);

  const again = () => {
    setSubmitted(null);
    setTab('deposit');
    if (returnedId) navigate(paths.voucherCenter.getHref(), { replace: true });
  };
  const history = () => {
    setSubmitted(null);
    setTab('history');
    if (returnedId) navigate(paths.voucherCenter.getHref(), { replace: true });
  };

  if (methods.isPending) return <Spinner className="spinner--page" />;
  if (refused || methods.isError) {
    return (
      <div className="money-page">
        <EmptyState text={refused ? t('common:free_reject') : t('deposit.methodsError')}>
          <Link className="button button--primary" to={paths.home.getHref()}>
            {t('backHome')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const { currency, methods: list } = methods.data;
  let depositPanel;
  if (returnedId) depositPanel = <DepositReturn id={returnedId} symbol={symbol} onAgain={again} onHistory={history} />;
  else if (submitted)
    depositPanel = <DepositOutcome deposit={submitted} symbol={symbol} onAgain={again} onHistory={history} />;
  else if (list.length === 0) depositPanel = <EmptyState text={t('deposit.noMethods')} />;
  else depositPanel = <DepositForm methods={list} currency={currency} symbol={symbol} onSubmitted={setSubmitted} />;

  return (
    <div className="money-page">
      <WalletBalance label={t('balance.total')} />
      <MoneyTabs
        label={t('deposit.views')}
        tabs={[
          { id: 'deposit', label: t('deposit.tab') },
          { id: 'history', label: t('history.tab') },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === 'deposit' ? depositPanel : <DepositHistory symbol={symbol} />}
      </MoneyTabs>
    </div>
  );
}
