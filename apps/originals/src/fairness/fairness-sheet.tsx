import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RevealedSeeds } from '@palaro/contract/originals';
import { useGame } from '../shared/game/game-context';
import { useI18n } from '../shared/i18n/i18n';
import { CopyValue } from '../shared/ui/copy-value';
import { Sheet } from '../shared/ui/sheet';

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** The seed pair in use (commitment, client seed, nonce), a new client seed, rotation, and the seeds revealed so far. */
export function FairnessSheet({ onClose }: { onClose: () => void }) {
  const { t, locale } = useI18n();
  const { api, token, seeds, setSeeds, fail, notify, busy } = useGame();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [revealed, setRevealed] = useState<RevealedSeeds[]>([]);
  const [working, setWorking] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const trimmed = clientSeed.trim();
  const invalid = !CLIENT_SEED.test(trimmed);

  useEffect(() => {
    api.revealedSeeds(token).then(setRevealed, fail);
  }, [api, token, fail]);

  async function rotate(nextClientSeed?: string) {
    setWorking(true);
    try {
      const rotated = await api.rotateSeeds(token, nextClientSeed);
      setSeeds(rotated.seeds);
      setClientSeed(rotated.seeds.clientSeed);
      setRevealed((current) => [rotated.revealed, ...current]);
      notify(t('fairness.rotated'));
    } catch (error) {
      fail(error);
    } finally {
      setWorking(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && trimmed !== seeds.clientSeed) void rotate(trimmed);
  };

  return (
    <Sheet title={t('fairness.title')} onClose={onClose}>
      <p className="sheet__intro">{t('fairness.intro')}</p>
      <CopyValue label={t('fairness.serverSeedHash')} value={seeds.serverSeedHash} testId="server-seed-hash" />
      <form className="seed-form" onSubmit={submit}>
        <label className="field-label" htmlFor={inputId}>
          {t('fairness.clientSeed')}
        </label>
        <div className="seed-form__row">
          <input
            id={inputId}
            className="text-input mono"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={errorId}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button
            type="submit"
            className="button button--secondary"
            disabled={invalid || trimmed === seeds.clientSeed || working || busy}
          >
            {t('fairness.changeSeed')}
          </button>
        </div>
        <p id={errorId} className={invalid ? 'field-error' : 'field-hint'}>
          {invalid ? t('fairness.clientSeedRule') : t('fairness.clientSeedHint')}
        </p>
      </form>
      <div className="facts facts--inline">
        <span>{t('fairness.nextNonce')}</span>
        <strong className="mono" data-testid="next-nonce">
          {seeds.nextNonce}
        </strong>
      </div>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void rotate()}
        disabled={working || busy}
      >
        {t('fairness.rotate')}
      </button>
      <p className="field-hint">{t('fairness.rotateHint')}</p>
      {revealed.length > 0 ? (
        <section className="revealed" aria-label={t('fairness.revealedTitle')}>
          <h3>{t('fairness.revealedTitle')}</h3>
          {revealed.map((seed) => (
            <article key={seed.serverSeedHash} className="revealed__item">
              <p className="revealed__meta">
                {new Date(seed.revealedAt).toLocaleString(locale)} ·{' '}
                {t('fairness.roundsPlayed', { count: seed.roundsPlayed })}
              </p>
              <CopyValue label={t('fairness.serverSeedRevealed')} value={seed.serverSeed} />
              <CopyValue label={t('fairness.serverSeedHash')} value={seed.serverSeedHash} />
              <p className="revealed__meta">
                {t('fairness.clientSeed')}: <span className="mono">{seed.clientSeed}</span>
              </p>
            </article>
          ))}
        </section>
      ) : null}
    </Sheet>
  );
}
