import type { LotteryOrder, LotteryOrderDetail } from '@palaro/contract/lottery-orders';
import type { LotteryRules } from '@palaro/contract/lottery-rules';
import { useState } from 'react';
import { useI18n } from '../shared/i18n/i18n';
import type { MessageKey } from '../shared/i18n/messages';
import { PrizeBoard } from '../results/prize-board';
import { API, ApiFailure, callApi } from '../shared/lib/api';
import { errorText } from '../shared/lib/errors';
import { useFetch } from '../shared/lib/use-fetch';
import { betTypeName, optionName } from '../slip/labels';
import type { Money } from '../slip/money';

type OrdersPage = { list: LotteryOrder[]; total: number };

/**
 * The player's orders of this game, newest first, and one order's tickets with a cancel before their close. Both are
 * read again when a newer result is out (`resultKey`), so tickets turn won or lost without a reload.
 */
export function MyOrders({
  gameId,
  rules,
  money,
  session,
  resultKey,
  onRefund,
}: {
  gameId: string;
  rules: LotteryRules;
  money: Money;
  session: string;
  resultKey: string;
  onRefund: (amount: bigint) => void;
}) {
  const { t, locale } = useI18n();
  const orders = useFetch<OrdersPage>(
    () => callApi(API.lotteryOrders, { session, query: { gameId, pageSize: 50 } }),
    `${gameId}:${resultKey}`,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  if (orders.errorCode) return <p role="alert">{errorText(orders.errorCode, t)}</p>;
  if (!orders.data) return <p role="status">{t('game.loading')}</p>;
  if (openId)
    return (
      <OrderDetail
        orderId={openId}
        rules={rules}
        money={money}
        session={session}
        resultKey={resultKey}
        onBack={() => {
          setOpenId(null);
          orders.reload();
        }}
        onRefund={onRefund}
      />
    );
  if (orders.data.list.length === 0) return <p className="card muted">{t('orders.empty')}</p>;
  return (
    <section aria-label={t('tab.orders')}>
      <ul className="orders">
        {orders.data.list.map((order) => (
          <li key={order.orderId}>
            <button type="button" className="card order-row" onClick={() => setOpenId(order.orderId)}>
              <span>
                <strong>{t('draw.number', { draw: order.drawNumber })}</strong>
                <span className="muted"> {new Date(order.createdAt).toLocaleString(locale)}</span>
              </span>
              <span>
                {money.show(order.total)} · {t(`orders.status.${order.status}` as MessageKey)}
                {order.winTotal !== '0' && <> · {t('orders.won', { amount: money.show(order.winTotal) })}</>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderDetail({
  orderId,
  rules,
  money,
  session,
  resultKey,
  onBack,
  onRefund,
}: {
  orderId: string;
  rules: LotteryRules;
  money: Money;
  session: string;
  resultKey: string;
  onBack: () => void;
  onRefund: (amount: bigint) => void;
}) {
  const { t } = useI18n();
  const detail = useFetch<LotteryOrderDetail>(
    () => callApi(API.lotteryOrderDetail, { session, query: { orderId } }),
    `${orderId}:${resultKey}`,
  );
  // a cancel's answer is the order as it is now, until a newer result has the detail read again
  const [shown, setShown] = useState<{ resultKey: string; order: LotteryOrderDetail } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const order = (shown?.resultKey === resultKey ? shown.order : null) ?? detail.data;

  const cancel = async (suborderId: string, amount: string) => {
    setBusy(suborderId);
    try {
      const after = await callApi<LotteryOrderDetail>(API.lotteryCancelSuborder, { session, body: { suborderId } });
      setShown({ resultKey, order: after });
      // the refund is the ticket's stake, returned through the wallet (docs/server/lottery-orders.md "Cancel")
      onRefund(BigInt(amount));
      setMessage({ ok: true, text: t('orders.cancelled', { amount: money.show(amount) }) });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error instanceof ApiFailure ? error.errorCode : 'network', t) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card" aria-label={t('orders.detail')}>
      <button type="button" className="button button--small" onClick={onBack}>
        {t('orders.back')}
      </button>
      {detail.errorCode && !order && <p role="alert">{errorText(detail.errorCode, t)}</p>}
      {!order ? (
        <p role="status">{t('game.loading')}</p>
      ) : (
        <>
          <h2 className="section-title">{t('draw.number', { draw: order.drawNumber })}</h2>
          <p data-testid="order-summary">
            {t('orders.total')} {money.show(order.total)} · {t(`orders.status.${order.status}` as MessageKey)}
            {order.winTotal !== '0' && <> · {t('orders.won', { amount: money.show(order.winTotal) })}</>}
            {order.followDraws > 1 && <> · {t('slip.followDraws', { draws: order.followDraws })}</>}
          </p>
          {order.draw.result?.kind === 'numbers' && (
            <p>{t('orders.result', { numbers: order.draw.result.numbers.join(' ') })}</p>
          )}
          {order.draw.result?.kind === 'prizes' && (
            <PrizeBoard
              tiers={order.draw.result.tiers}
              label={t('results.board', { draw: order.drawNumber })}
              caption
            />
          )}
          {message && (
            <p className={message.ok ? 'notice notice--success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </p>
          )}
          <ul className="slip__lines">
            {order.suborders.map((ticket) => {
              const type = rules.betTypes.find((betType) => betType.code === ticket.betType);
              const name = betTypeName(rules.category, type ?? { code: ticket.betType, name: ticket.betType }, t);
              const picked = [
                ticket.selection.positions?.length
                  ? t('slip.positionsOf', { list: ticket.selection.positions.join(', ') })
                  : '',
                ticket.selection.numbers?.join(' ') ?? '',
                ticket.selection.option ? optionName(ticket.selection.option, t) : '',
              ].filter(Boolean);
              return (
                <li key={ticket.suborderId} className="slip__line" data-testid="suborder">
                  <div>
                    <strong>{name}</strong> <span>{picked.join(' · ')}</span>
                    <p className="muted">
                      {t('draw.number', { draw: ticket.drawNumber })} · {money.show(ticket.amount)} ·{' '}
                      <span data-testid="suborder-status">{t(`orders.status.${ticket.status}` as MessageKey)}</span>
                      {ticket.winAmount !== null && ticket.winAmount !== '0' && (
                        <> · {t('orders.won', { amount: money.show(ticket.winAmount) })}</>
                      )}
                    </p>
                  </div>
                  {ticket.status === 'placed' && (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={busy !== null}
                      aria-label={t('orders.cancelTicket', { name })}
                      onClick={() => void cancel(ticket.suborderId, ticket.amount)}
                    >
                      {t('orders.cancel')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
