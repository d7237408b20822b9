import type { LotteryNumero } from '@palaro/contract/lottery-draws';
import type { LotterySession } from '@palaro/contract/lottery-orders';
import type { LotteryRules } from '@palaro/contract/lottery-rules';
import { useEffect, useState, type ReactNode } from 'react';
import { MyOrders } from '../orders/my-orders';
import { ResultsView } from '../results/results-view';
import { useSession } from '../session/use-session';
import { useT } from '../shared/i18n/i18n';
import { API, callApi } from '../shared/lib/api';
import { errorText } from '../shared/lib/errors';
import type { Launch } from '../shared/lib/launch';
import { useFetch } from '../shared/lib/use-fetch';
import { TopBar } from '../shared/ui/top-bar';
import { BetTab } from '../slip/bet-tab';
import { useDrawPhase, useLatestResult } from '../slip/draw-clock';
import { moneyOf } from '../slip/money';
import { gameTitle } from './game-title';
import { useBalance } from './use-balance';

type Tab = 'bet' | 'orders' | 'results';
const TABS: Tab[] = ['bet', 'orders', 'results'];

function Centre({ children }: { children: ReactNode }) {
  return <main className="page__main page__main--centre">{children}</main>;
}

/** The lottery frame's page of one game: the session from the launch token, then the slip, my orders and results. */
export function GameScreen({ launch }: { launch: Launch }) {
  const t = useT();
  const sessionState = useSession(launch.token);
  const rules = useFetch<LotteryRules>(
    () =>
      callApi(API.lotteryRules, {
        query: { gameId: launch.gameId, ...(launch.prizeMode ? { prizeMode: launch.prizeMode } : {}) },
      }),
    `${launch.gameId}:${launch.prizeMode}`,
  );
  // a house game's family name is translated; any other game takes the catalogue's name once the rules arrive
  const named = gameTitle(launch.gameId, t);
  const title = named === launch.gameId ? (rules.data?.name ?? named) : named;
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body: ReactNode;
  if (sessionState.status === 'failed') {
    body = (
      <Centre>
        <div className="card notice notice--error" role="alert">
          <p>{errorText(sessionState.errorCode, t)}</p>
        </div>
      </Centre>
    );
  } else if (rules.errorCode) {
    body = (
      <Centre>
        <div className="card notice notice--error" role="alert">
          <p>{errorText(rules.errorCode, t)}</p>
        </div>
      </Centre>
    );
  } else if (sessionState.status === 'loading' || !rules.data) {
    body = (
      <Centre>
        <div className="loading" role="status">
          <span className="loading__spinner" aria-hidden="true" />
          <p>{t('game.loading')}</p>
        </div>
      </Centre>
    );
  } else {
    body = <Game session={sessionState.session} rules={rules.data} />;
  }
  return (
    <div className="page">
      <TopBar title={title} />
      {body}
    </div>
  );
}

function Game({ session, rules }: { session: LotterySession; rules: LotteryRules }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('bet');
  const money = moneyOf(session.currency, session.currencySymbol);
  const numero = useFetch<LotteryNumero>(
    () => callApi(API.lotteryNumero, { query: { gameId: rules.gameId } }),
    rules.gameId,
  );
  // the draw is followed whichever tab is open, so a result reaches the orders, the results and the balance
  const phase = useDrawPhase(numero.data, numero.reload, rules.resultSource);
  const resultKey = useLatestResult(numero.data);
  const { balance, set: setBalance, add: addToBalance } = useBalance(session, resultKey);
  const tabName: Record<Tab, string> = { bet: t('tab.bet'), orders: t('tab.orders'), results: t('tab.results') };
  return (
    <main className="page__main game">
      <p className="balance" aria-live="polite">
        <span className="muted">{t('game.balance')}</span> <strong data-testid="balance">{money.show(balance)}</strong>
      </p>
      <div className="tabs" role="tablist" aria-label={t('tab.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {tabName[name]}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="game__panel">
        {tab === 'bet' && (
          <BetTab
            rules={rules}
            numero={numero}
            phase={phase}
            money={money}
            session={session.sessionId}
            onBalance={setBalance}
          />
        )}
        {tab === 'orders' && (
          <MyOrders
            gameId={rules.gameId}
            rules={rules}
            money={money}
            session={session.sessionId}
            resultKey={resultKey}
            onRefund={addToBalance}
          />
        )}
        {tab === 'results' && <ResultsView rules={rules} resultKey={resultKey} />}
      </div>
    </main>
  );
}
