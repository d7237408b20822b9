import type { LotteryOrderDetail } from '@palaro/contract/lottery-orders';
import { useId, useRef, useState } from 'react';
import { useT } from '../shared/i18n/i18n';
import { API, ApiFailure, callApi } from '../shared/lib/api';
import { errorText } from '../shared/lib/errors';
import { ModalDialog } from '../shared/ui/modal-dialog';
import type { SlipLine } from './bet-picker';
import { betTypeName, optionName } from './labels';
import type { Money } from './money';
import { selectionOf } from './slip-maths';

type Placing = { clientOrderId: string } | null;

/** What a line names: its positions, numbers and option as the player picked them. */
function lineText(line: SlipLine, t: ReturnType<typeof useT>) {
  const parts: string[] = [];
  if (line.pick.positions.length > 0) parts.push(t('slip.positionsOf', { list: line.pick.positions.join(', ') }));
  if (line.pick.numbers.length > 0) parts.push(line.pick.numbers.join(' '));
  if (line.pick.option) parts.push(optionName(line.pick.option, t));
  return parts.join(' · ');
}

/**
 * The slip: its lines, the total, follow over the next draws, and placing after a confirmation. The order's
 * `clientOrderId` is made when the confirmation opens and kept until it is answered, so a second tap or a retry
 * after a lost answer cannot charge twice (docs/server/lottery-orders.md).
 */
export function SlipPanel({
  category,
  lines,
  onRemove,
  onPlaced,
  money,
  session,
  gameId,
  drawNumber,
  prizeMode,
}: {
  /** The game's family, which names its bet types. */
  category: string;
  lines: SlipLine[];
  onRemove: (id: string) => void;
  onPlaced: (order: LotteryOrderDetail) => void;
  money: Money;
  session: string;
  gameId: string;
  drawNumber: string | null;
  prizeMode: string;
}) {
  const t = useT();
  const ids = useId();
  const [followDraws, setFollowDraws] = useState(1);
  const [stopOnWin, setStopOnWin] = useState(true);
  const [placing, setPlacing] = useState<Placing>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const goBack = useRef<HTMLButtonElement>(null);
  const outcomeNote = useRef<HTMLParagraphElement>(null);
  const perDraw = lines.reduce((sum, line) => sum + line.amount, 0n);
  const total = perDraw * BigInt(followDraws);

  const place = async () => {
    if (!placing || drawNumber === null) return;
    setBusy(true);
    try {
      const order = await callApi<LotteryOrderDetail>(API.lotteryOrders, {
        session,
        body: {
          clientOrderId: placing.clientOrderId,
          gameId,
          drawNumber,
          prizeMode,
          suborders: lines.map((line) => ({
            betType: line.betType.code,
            selection: selectionOf(line.betType, line.pick),
            unitStake: line.unitStake.toString(),
          })),
          ...(followDraws > 1 ? { follow: { draws: followDraws, stopOnWin } } : {}),
        },
      });
      setOutcome({ ok: true, text: t('slip.placed', { total: money.show(order.total), draw: order.drawNumber }) });
      setPlacing(null);
      onPlaced(order);
    } catch (error) {
      const errorCode = error instanceof ApiFailure ? error.errorCode : 'network';
      // a lost answer keeps the id, so trying again cannot place the order twice
      if (errorCode !== 'network') setPlacing(null);
      setOutcome({ ok: false, text: errorText(errorCode, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card slip" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="section-title">
        {t('slip.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="muted">{t('slip.empty')}</p>
      ) : (
        <ul className="slip__lines">
          {lines.map((line) => (
            <li key={line.id} className="slip__line">
              <div>
                <strong>{betTypeName(category, line.betType, t)}</strong> <span>{lineText(line, t)}</span>
                <p className="muted">
                  {t('picker.sum', {
                    combinations: line.combinations,
                    stake: money.show(line.unitStake),
                    amount: money.show(line.amount),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="button button--small"
                aria-label={t('slip.removeLine', { name: betTypeName(category, line.betType, t) })}
                onClick={() => onRemove(line.id)}
              >
                {t('slip.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="slip__follow">
        <div className="field">
          <label htmlFor={`${ids}-follow`}>{t('slip.follow')}</label>
          <select
            id={`${ids}-follow`}
            value={followDraws}
            onChange={(event) => setFollowDraws(Number(event.target.value))}
          >
            {Array.from({ length: 20 }, (_, i) => i + 1).map((draws) => (
              <option key={draws} value={draws}>
                {draws === 1 ? t('slip.followNone') : t('slip.followDraws', { draws })}
              </option>
            ))}
          </select>
        </div>
        {followDraws > 1 && (
          <label className="check">
            <input type="checkbox" checked={stopOnWin} onChange={(event) => setStopOnWin(event.target.checked)} />
            {t('slip.stopOnWin')}
          </label>
        )}
      </div>
      <p className="slip__total">
        {t('slip.total')} <strong data-testid="slip-total">{money.show(total)}</strong>
      </p>
      {outcome && !placing && (
        <p
          ref={outcomeNote}
          tabIndex={-1}
          className={outcome.ok ? 'notice notice--success' : 'form-error'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      <button
        ref={placeButton}
        type="button"
        className="button button--primary button--wide"
        disabled={lines.length === 0 || drawNumber === null}
        onClick={() => {
          setOutcome(null);
          setPlacing((before) => before ?? { clientOrderId: crypto.randomUUID() });
        }}
      >
        {t('slip.place')}
      </button>
      {placing && (
        <ModalDialog
          labelledBy={`${ids}-confirm`}
          dismissible={!busy}
          onDismiss={() => setPlacing(null)}
          initialFocus={goBack}
          // back to "Place bet"; once the bet is placed the emptied slip disables it, so to the outcome instead
          returnFocus={() =>
            placeButton.current && !placeButton.current.disabled ? placeButton.current : outcomeNote.current
          }
        >
          <h2 id={`${ids}-confirm`} className="section-title">
            {t('slip.confirmTitle')}
          </h2>
          <p>{t('slip.confirmBody', { count: lines.length, draw: drawNumber ?? '', total: money.show(total) })}</p>
          {followDraws > 1 && <p className="muted">{t('slip.followDraws', { draws: followDraws })}</p>}
          {/* a lost answer keeps the dialog open to try again: its reason is shown here, not behind the dialog */}
          {outcome && !outcome.ok && (
            <p className="form-error" role="alert">
              {outcome.text}
            </p>
          )}
          <div className="dialog__actions">
            <button ref={goBack} type="button" className="button" disabled={busy} onClick={() => setPlacing(null)}>
              {t('slip.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void place()}>
              {busy ? t('slip.placing') : t('slip.confirm')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
