import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import type { WinnerEntry } from '@palaro/contract/game-catalogue';
import { useWinners } from '../../api/games/get-winners';
import { useSystemStatus } from '../../api/get-system-status';
import { formatMoney } from '../../lib/money/format-money';
import './winners-board.css';

/** One win; `amount` is its money text, made by the board from minor units. */
function Row({ entry, amount }: { entry: WinnerEntry; amount: string }) {
  const { vo } = entry;
  return (
    <li className="winners__row">
      <img className="winners__icon" src={vo.iconUrl} alt="" width="40" height="40" loading="lazy" decoding="async" />
      <span className="winners__who">
        <span className="winners__name">{vo.customerName}</span>
        <span className="winners__game">{vo.gameName}</span>
      </span>
      <span className="winners__amount">
        {vo.currencySymbol} {amount}
      </span>
    </li>
  );
}

/** SPEC 2.3 winners board: the biggest recent wins; it scrolls by itself only with more than 3 entries. */
export function WinnersBoard() {
  const { t } = useTranslation('home');
  // the amounts come from winAmountMinor in the merchant's currency, never from the server-made winAmount
  // (docs/decisions/0023-clients-format-money.md); until the status names the currency the board is still loading
  const currency = useSystemStatus().data?.info.currency;
  const winners = useWinners().data;
  const entries =
    currency === undefined
      ? undefined
      : winners?.map((entry) => ({ entry, amount: formatMoney(entry.vo.winAmountMinor, currency) }));
  const [held, setHeld] = useState(false);
  const scrolling = (entries?.length ?? 0) > LIMITS.winnerBoardAutoplayAbove;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <div className="winners__head">
        <svg className="icon winners__trophy" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M9 20.5h6M10 17h4v3.5h-4z" />
        </svg>
        <h2 id="winners-title" className="winners__title">
          {t('winners')}
        </h2>
      </div>
      {entries === undefined && <div className="winners__window winners__window--placeholder" aria-hidden="true" />}
      {entries?.length === 0 && <p className="winners__empty">{t('noWinners')}</p>}
      {entries && entries.length > 0 && (
        <div
          className={`winners__window${scrolling ? ' winners__window--scrolling' : ''}${held ? ' winners__window--held' : ''}`}
          onPointerDown={() => setHeld(true)}
          onPointerUp={() => setHeld(false)}
          onPointerLeave={() => setHeld(false)}
        >
          <ul className="winners__list" style={scrolling ? { animationDuration: `${entries.length * 2}s` } : undefined}>
            {entries.map(({ entry, amount }) => (
              <Row key={`${entry.vo.nodeId}-${entry.vo.wonAt}`} entry={entry} amount={amount} />
            ))}
          </ul>
          {/* the second copy makes the loop seamless; readers get the list once */}
          {scrolling && (
            <ul className="winners__list" aria-hidden="true" style={{ animationDuration: `${entries.length * 2}s` }}>
              {entries.map(({ entry, amount }) => (
                <Row key={`copy-${entry.vo.nodeId}-${entry.vo.wonAt}`} entry={entry} amount={amount} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
