import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OriginalsBet, Recomputation, VerifyRound } from '@palaro/contract/originals';
import { BrowserCommitmentCheck } from '../fairness/browser-check';
import { RecomputationView, VerifyView } from '../fairness/verify-view';
import { ApiFailure } from '../shared/api/http';
import type { OriginalsApi } from '../shared/api/originals-api';
import { storedSession } from '../shared/game/session-store';
import { useI18n } from '../shared/i18n/i18n';
import { leaveGame } from '../shared/lib/frame';
import { BackIcon } from '../shared/ui/icons';
import { Spinner } from '../shared/ui/spinner';

const GAMES = [
  { code: 'isla-fortuna', name: 'Isla Fortuna', bet: '{"lines":20,"coinValue":"5"}' },
  { code: 'pista-fiesta', name: 'Pista Fiesta', bet: '{"lines":40,"coinValue":"5"}' },
  { code: 'kampana-classic', name: 'Kampana Classic', bet: '{"lines":5,"coinValue":"10"}' },
  { code: 'color-game', name: 'Color Game', bet: '{"stakes":{"red":"1000"}}' },
  { code: 'baccarat', name: 'Baccarat', bet: '{"stakes":{"banker":"1000"}}' },
] as const;

type Form = {
  gameCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
};

/** The bet as JSON; its shape is the server's to check (a wrong one answers 400). */
function parseBet(text: string): OriginalsBet | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as OriginalsBet) : null;
  } catch {
    return null;
  }
}

/** Checks any round by hand: the revealed server seed, the commitment, the client seed, the nonce and the bet. */
function ByHand({ api, initial }: { api: OriginalsApi; initial: Form }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Form>(initial);
  const [result, setResult] = useState<Recomputation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the seed and commitment of the last replay, checked in this browser whatever the server answers
  const [checked, setChecked] = useState<{ serverSeed: string; commitment: string } | null>(null);
  const id = useId();
  const field = (name: keyof Form) => ({
    id: `${id}-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const bet = parseBet(form.bet);
    const nonce = Number(form.nonce);
    if (!bet || !Number.isSafeInteger(nonce) || nonce < 0) {
      setProblem(t('verify.formInvalid'));
      setChecked(null);
      return;
    }
    const serverSeed = form.serverSeed.trim().toLowerCase();
    const commitment = form.serverSeedHash.trim().toLowerCase();
    setChecked(commitment ? { serverSeed, commitment } : null);
    try {
      setResult(
        await api.recompute({
          gameCode: form.gameCode,
          serverSeed,
          clientSeed: form.clientSeed.trim(),
          nonce,
          bet,
          ...(commitment ? { serverSeedHash: commitment } : {}),
        }),
      );
    } catch (error) {
      setResult(null);
      setProblem(error instanceof ApiFailure && error.status === 400 ? t('verify.formInvalid') : t('error.unknown'));
    }
  };

  return (
    <section className="by-hand" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('verify.byHandTitle')}</h2>
      <p className="field-hint">{t('verify.byHandIntro')}</p>
      <form className="by-hand__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-gameCode`}>{t('verify.game')}</label>
        <select
          {...field('gameCode')}
          className="text-input"
          onChange={(event) => {
            const game = GAMES.find((entry) => entry.code === event.target.value);
            setForm((current) => ({ ...current, gameCode: event.target.value, bet: game?.bet ?? current.bet }));
          }}
        >
          {GAMES.map((game) => (
            <option key={game.code} value={game.code}>
              {game.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-serverSeed`}>{t('fairness.serverSeedRevealed')}</label>
        <input {...field('serverSeed')} className="text-input mono" autoComplete="off" spellCheck={false} required />
        <label htmlFor={`${id}-serverSeedHash`}>{t('verify.commitmentOptional')}</label>
        <input {...field('serverSeedHash')} className="text-input mono" autoComplete="off" spellCheck={false} />
        <label htmlFor={`${id}-clientSeed`}>{t('fairness.clientSeed')}</label>
        <input {...field('clientSeed')} className="text-input mono" autoComplete="off" spellCheck={false} required />
        <label htmlFor={`${id}-nonce`}>{t('fairness.nonce')}</label>
        <input {...field('nonce')} className="text-input mono" inputMode="numeric" required />
        <label htmlFor={`${id}-bet`}>{t('verify.betJson')}</label>
        <textarea {...field('bet')} className="text-input mono" rows={2} spellCheck={false} required />
        <button type="submit" className="button button--primary button--block">
          {t('verify.recompute')}
        </button>
      </form>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {checked ? <BrowserCommitmentCheck serverSeed={checked.serverSeed} commitment={checked.commitment} /> : null}
      {result ? <RecomputationView recomputation={result} currency={result.currency} /> : null}
    </section>
  );
}

/**
 * The verify page (/originals/verify): with `game` and `round` and this tab's session of that game, the round is
 * checked against its revealed seed; anyone can also replay any seeds by hand (filled in from `serverSeed`,
 * `serverSeedHash`, `clientSeed`, `nonce` and `bet` when the address carries them).
 */
export function VerifyPage({ api }: { api: OriginalsApi }) {
  const { t } = useI18n();
  const params = new URLSearchParams(window.location.search);
  const gameCode = params.get('game') ?? '';
  const roundId = params.get('round') ?? '';
  const token = gameCode ? storedSession(gameCode) : null;
  const [data, setData] = useState<VerifyRound | null>(null);
  const [failed, setFailed] = useState(false);

  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    if (!token || !roundId) return;
    api.verifyRound(token, roundId).then(setData, () => setFailed(true));
  }, [api, token, roundId]);

  const rotate = async () => {
    if (!token) return;
    setRotating(true);
    try {
      await api.rotateSeeds(token);
      setData(await api.verifyRound(token, roundId));
    } catch {
      setFailed(true);
    } finally {
      setRotating(false);
    }
  };

  // the platform's round detail links here with the round's seeds in the address: the form starts filled in
  const given = (name: keyof Form) => params.get(name) ?? '';
  const initial: Form = {
    gameCode: GAMES.some((game) => game.code === gameCode) ? gameCode : 'color-game',
    serverSeed: data?.revealed?.serverSeed ?? given('serverSeed'),
    serverSeedHash: data?.round.fairness?.serverSeedHash ?? given('serverSeedHash'),
    clientSeed: data?.round.fairness?.clientSeed ?? given('clientSeed'),
    nonce: data?.round.fairness ? String(data.round.fairness.nonce) : given('nonce'),
    bet: data
      ? JSON.stringify(data.round.bet)
      : given('bet') || (GAMES.find((game) => game.code === gameCode)?.bet ?? GAMES[3].bet),
  };

  return (
    <div className="verify-page">
      <header className="top-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.back')}
          onClick={() =>
            window.history.length > 1 ? window.history.back() : leaveGame('/m/gameCenter?gameType=LOCAL')
          }
        >
          <BackIcon />
        </button>
        <div className="top-bar__title">
          <h1>{t('verify.pageTitle')}</h1>
          <span>{t('common.brand')}</span>
        </div>
        <span className="icon-button icon-button--spacer" aria-hidden="true" />
      </header>
      <main className="verify-page__main">
        {roundId ? (
          token && !failed ? (
            data ? (
              <VerifyView {...data} onRotate={() => void rotate()} rotating={rotating} />
            ) : (
              <Spinner label={t('common.loading')} />
            )
          ) : (
            <p className="notice-inline">{t('verify.noSession')}</p>
          )
        ) : null}
        <ByHand
          key={data ? `${data.round.roundId}-${data.revealed ? 'revealed' : 'hidden'}` : 'blank'}
          api={api}
          initial={initial}
        />
      </main>
    </div>
  );
}
