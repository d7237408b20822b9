import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import type { OriginalsRound, RoundHistory } from '@palaro/contract/originals';
import { ORIGINALS_PATHS } from '@palaro/contract/originals-paths';
import { useGame } from '../shared/game/game-context';
import { useI18n } from '../shared/i18n/i18n';
import { formatMoney } from '../shared/lib/money';
import { Sheet } from '../shared/ui/sheet';
import { Spinner } from '../shared/ui/spinner';
import { useVerifyRound } from './use-verify-round';
import { VerifyView } from './verify-view';

const PAGE_SIZE = 20;

function verifyHref(round: OriginalsRound, language: string): string {
  const query = new URLSearchParams({ game: round.gameCode, round: round.roundId, language });
  return `${ORIGINALS_PATHS.verifyPage}?${query.toString()}`;
}

function VerifyPanel({ roundId }: { roundId: string }) {
  const { t } = useI18n();
  const { data, rotate, rotating } = useVerifyRound(roundId);
  if (!data) return <Spinner label={t('common.loading')} />;
  return <VerifyView {...data} onRotate={() => void rotate()} rotating={rotating} />;
}

function RoundRow({ round, onVerify }: { round: OriginalsRound; onVerify: (roundId: string) => void }) {
  const { t, locale, language } = useI18n();
  const { currency } = useGame();
  const win = round.totalWin === null ? null : BigInt(round.totalWin);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // inside the game the check opens in place; the address still works on its own (new tab, shared link)
    event.preventDefault();
    onVerify(round.roundId);
  };
  return (
    <li className="history-row">
      <div className="history-row__main">
        <span className="history-row__time">{new Date(round.createdAt).toLocaleTimeString(locale)}</span>
        <span className="history-row__bet">
          {t('common.bet')} {formatMoney(round.totalBet, currency)}
        </span>
      </div>
      <div className="history-row__side">
        <span className={`history-row__win${win !== null && win > 0n ? ' history-row__win--positive' : ''}`}>
          {round.status === 'settled' && win !== null
            ? formatMoney(win, currency)
            : t(`history.status.${round.status}`)}
        </span>
        <span className="history-row__nonce mono">
          {t('fairness.nonce')} {round.fairness?.nonce ?? '—'}
        </span>
      </div>
      <a
        className="history-row__verify"
        href={verifyHref(round, language)}
        onClick={open}
        aria-label={t('history.verifyRound', { nonce: round.fairness?.nonce ?? '—' })}
      >
        {t('history.verify')}
      </a>
    </li>
  );
}

/** The player's rounds of this game, newest first, each with a link to its verification. */
export function HistorySheet({
  onClose,
  initialRoundId,
}: {
  onClose: () => void;
  initialRoundId?: string | undefined;
}) {
  const { t } = useI18n();
  const { api, token, fail, rounds } = useGame();
  const [page, setPage] = useState<RoundHistory | null>(null);
  const [list, setList] = useState<OriginalsRound[]>([]);
  const [verifying, setVerifying] = useState<string | null>(initialRoundId ?? null);

  const load = useCallback(
    (pageNo: number) =>
      api.history(token, pageNo, PAGE_SIZE).then((next) => {
        setPage(next);
        setList((current) => (pageNo === 1 ? next.list : [...current, ...next.list]));
      }, fail),
    [api, token, fail],
  );

  useEffect(() => {
    void load(1);
    // a round played while the sheet is open shows up at once
  }, [load, rounds.length]);

  return (
    <Sheet
      title={verifying ? t('verify.title') : t('history.title')}
      onClose={onClose}
      onBack={verifying ? () => setVerifying(null) : undefined}
    >
      {verifying ? (
        <VerifyPanel roundId={verifying} />
      ) : !page ? (
        <Spinner label={t('common.loading')} />
      ) : list.length === 0 ? (
        <p className="empty">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="history-list" aria-label={t('history.title')}>
            {list.map((round) => (
              <RoundRow key={round.roundId} round={round} onVerify={setVerifying} />
            ))}
          </ul>
          {page.pageNum < page.totalPages ? (
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => void load(page.pageNum + 1)}
            >
              {t('history.more')}
            </button>
          ) : null}
        </>
      )}
    </Sheet>
  );
}
