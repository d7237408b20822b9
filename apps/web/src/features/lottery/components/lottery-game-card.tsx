import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@palaro/contract/lottery-draws';
import { Link } from '../../../shared/lib/router';
import { formatCountdown } from '../lib/countdown';
import { LastResult } from './last-result';

type Props = { game: LotteryMenuGame; now: number; href: string };

/** One game of the lottery board: its draw on sale with a live countdown, its last result and the way in. */
export function LotteryGameCard({ game, now, href }: Props) {
  const { t } = useTranslation('games');
  const nameId = useId();
  const { current, lastResult } = game;
  const toClose = current ? Math.ceil((current.closesAt - now) / 1000) : 0;
  const toDraw = current ? Math.ceil((current.drawAt - now) / 1000) : 0;
  let timer = t('lottery.noDraw');
  if (current && toClose > 0) timer = t('lottery.closesIn', { time: formatCountdown(toClose) });
  else if (current && toDraw > 0) timer = t('lottery.salesClosed', { time: formatCountdown(toDraw) });
  else if (current) timer = t('lottery.drawing');

  return (
    <article className="lottery-card" aria-labelledby={nameId}>
      <div className="lottery-card__head">
        <h3 id={nameId} className="lottery-card__name">
          {game.name}
        </h3>
        {game.localName ? <span className="lottery-card__local">{game.localName}</span> : null}
      </div>
      {current ? <p className="lottery-card__draw">{t('lottery.drawNumber', { number: current.drawNumber })}</p> : null}
      <p className={`lottery-card__timer${current && toClose > 0 ? '' : ' lottery-card__timer--closed'}`}>{timer}</p>
      {lastResult?.result ? (
        <LastResult result={lastResult.result} drawNumber={lastResult.drawNumber} />
      ) : (
        <p className="lottery-card__result lottery-card__result--none">{t('lottery.noResultYet')}</p>
      )}
      <Link className="button button--primary button--small lottery-card__play" to={href}>
        {t('lottery.play')}
      </Link>
    </article>
  );
}
