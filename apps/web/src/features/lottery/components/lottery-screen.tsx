import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@palaro/contract/lottery-draws';
import type { LotteryPlayType } from '@palaro/contract/lottery-launch';
import { useVendorSorting } from '../../../shared/api/get-vendor-sorting';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MoneyTabs } from '../../../shared/ui/money/money-tabs';
import { Spinner } from '../../../shared/ui/spinner';
import { TopBar } from '../../../shared/ui/top-bar';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { useServerNow } from '../lib/countdown';
import { lotteryLaunchHref } from '../lib/lottery-launch-href';
import { LotteryGameCard } from './lottery-game-card';
import '../../../shared/ui/form/form.css';
import './lottery-screen.css';

const PLAY_TYPES: readonly LotteryPlayType[] = ['ent', 'trad'];

/** The games of one play type by category, in the menu's order. */
function byCategory(games: readonly LotteryMenuGame[]): [string, LotteryMenuGame[]][] {
  const groups = new Map<string, LotteryMenuGame[]>();
  for (const game of games) groups.set(game.category, [...(groups.get(game.category) ?? []), game]);
  return [...groups.entries()];
}

/**
 * /m/lottery, the lottery section (SPEC 2.1): the fast games and the scheduled draws by category, each with its draw
 * on sale, a countdown to the close of sales and its last result; Play goes through /m/launchGame. Guests may look;
 * playing asks them to log in.
 */
export default function LotteryScreen() {
  const { t } = useTranslation('games');
  const [playType, setPlayType] = useState<LotteryPlayType>('ent');
  const menu = useLotteryMenu();
  const sorting = useVendorSorting().data;
  const now = useServerNow(menu.data?.serverTime, menu.dataUpdatedAt);
  const games = menu.data?.groups.find((group) => group.playType === playType)?.games ?? [];

  let body;
  if (menu.isPending) body = <Spinner className="lottery-screen__spinner" />;
  else if (menu.isError && !menu.data)
    body = (
      <EmptyState text={t('loadError')}>
        <button type="button" className="button button--primary" onClick={() => void menu.refetch()}>
          {t('retry')}
        </button>
      </EmptyState>
    );
  else if (games.length === 0) body = <EmptyState text={t('noGames')} />;
  else
    body = byCategory(games).map(([category, list]) => (
      <section key={category} className="lottery-screen__category" aria-label={t(`lottery.category.${category}`)}>
        <h2 className="lottery-screen__heading">{t(`lottery.category.${category}`)}</h2>
        <ul className="lottery-screen__games">
          {list.map((game) => (
            <li key={game.gameId}>
              <LotteryGameCard game={game} now={now} href={lotteryLaunchHref(game, sorting)} />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <div className="lottery-screen">
      <TopBar />
      <MoneyTabs
        label={t('lottery.playTypes')}
        tabs={PLAY_TYPES.map((id) => ({ id, label: t(`lottery.playType.${id}`) }))}
        active={playType}
        onChange={setPlayType}
      >
        {body}
      </MoneyTabs>
    </div>
  );
}
