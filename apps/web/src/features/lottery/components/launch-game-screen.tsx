import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { currentLanguage } from '../../../shared/lib/i18n/i18n';
import { Link, useNavigate, useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { readLaunchGameQuery } from '../lib/lottery-queries';

/**
 * /m/launchGame (SPEC 2.1, 4): where a lottery tile leads. It hands the game to /m/startLottery in the player's
 * language (mui), replacing itself so back from the game does not land here again. A link without a game or play
 * type (a vendor's lobby code alone) opens the lottery section.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation('games');
  const search = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readLaunchGameQuery(search), [search]);
  const { playType, gameId, prize_mode, pageBack } = query;

  useEffect(() => {
    if (!playType || !gameId) return;
    const mui = currentLanguage().toLowerCase();
    navigate(paths.startLottery.getHref({ mui, playType, gameId, prize_mode, pageBack }), { replace: true });
  }, [navigate, playType, gameId, prize_mode, pageBack]);

  if (playType && gameId) return <Spinner className="lottery-frame__spinner" />;
  return (
    <EmptyState text={t('lottery.incompleteLink')}>
      <Link className="button button--primary" to={paths.lottery.getHref()}>
        {t('lottery.toLottery')}
      </Link>
    </EmptyState>
  );
}
