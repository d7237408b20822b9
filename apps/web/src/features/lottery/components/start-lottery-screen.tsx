import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTO_FRAME_MESSAGES } from '@palaro/contract/lottery-launch';
import { lotteryExitHref, paths } from '../../../shared/config/paths';
import { isApiError } from '../../../shared/lib/api-error';
import { Link, useNavigate, useSearchParams } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { useThemeStore } from '../../../shared/lib/theme';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { launchLotteryQueryOptions } from '../api/launch-lottery';
import { readStartLotteryQuery } from '../lib/lottery-queries';
import './start-lottery-screen.css';

/**
 * /m/startLottery (SPEC 2.1): the lotto app in a frame filling the page, at the address the server gives with a
 * single-use token. Leaving it, by the header's back or from inside the game, goes home when the launch came from
 * home (pageBack) and to /m/game otherwise.
 */
export default function StartLotteryScreen() {
  const { t } = useTranslation('games');
  const search = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readStartLotteryQuery(search), [search]);
  const theme = useThemeStore((state) => state.theme);
  const token = useSession()?.token;
  const launch = useQuery({
    ...launchLotteryQueryOptions(token, {
      gameId: query?.gameId ?? '',
      playType: query?.playType === 'ent' ? 'ent' : 'trad',
      prize_mode: query?.prize_mode,
      mui: query?.mui ?? '',
      css: theme,
    }),
    enabled: Boolean(token && query),
  });

  const exit = lotteryExitHref(query?.pageBack);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === LOTTO_FRAME_MESSAGES.close) navigate(exit);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, exit]);

  if (!query) {
    return (
      <EmptyState text={t('lottery.incompleteLink')}>
        <Link className="button button--primary" to={paths.lottery.getHref()}>
          {t('lottery.toLottery')}
        </Link>
      </EmptyState>
    );
  }
  if (launch.isError) {
    const error = launch.error;
    const text = isApiError(error)
      ? t(`errors.${error.errorCode}`, { defaultValue: error.message })
      : t('errors.unknown');
    return (
      <EmptyState text={text}>
        <div className="lottery-frame__actions">
          <button type="button" className="button button--primary" onClick={() => void launch.refetch()}>
            {t('retry')}
          </button>
          <Link className="button button--ghost" to={exit}>
            {t('lottery.leave')}
          </Link>
        </div>
      </EmptyState>
    );
  }
  if (!launch.data) return <Spinner className="lottery-frame__spinner" />;
  return (
    <div className="lottery-frame">
      <iframe
        className="lottery-frame__game"
        title={launch.data.gameName}
        src={launch.data.url}
        allow="fullscreen; clipboard-write"
        referrerPolicy="same-origin"
      />
    </div>
  );
}
