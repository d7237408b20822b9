import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HOUSE_GAME_NAMES, HOUSE_GAMES, houseGameOf, type HouseGame } from '../fairness/house-games';
import { verifyDraw, type Verification } from '../fairness/verify-draw';
import { useT } from '../shared/i18n/i18n';
import type { MessageKey } from '../shared/i18n/messages';
import { TopBar } from '../shared/ui/top-bar';
import { DrawOutcome } from './draw-outcome';
import { formFromQuery, type VerifyForm } from './verify-query';

type Field = 'drawId' | 'secret' | 'commitment';

// ids and hex are copied, not written: no capitals, corrections or suggestions in the way
const TYPED_AS_IS = { autoComplete: 'off', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } as const;

const FIELDS: { field: Field; label: MessageKey; hint: MessageKey; mono: boolean }[] = [
  { field: 'drawId', label: 'verify.drawId', hint: 'verify.hint.drawId', mono: false },
  { field: 'secret', label: 'verify.secret', hint: 'verify.hint.hex', mono: true },
  { field: 'commitment', label: 'verify.commitment', hint: 'verify.hint.hex', mono: true },
];

export const GAME_NAME: Record<HouseGame, MessageKey> = {
  colour: 'game.colour',
  dice: 'game.dice',
  digits5: 'game.digits5',
  race10: 'game.race10',
};

/**
 * Checks a revealed house draw in the player's browser (docs/server/lottery-fairness.md): the secret against the
 * commitment published before the draw, and the result recomputed from the secret and the draw id. Nothing is sent
 * anywhere; a complete address verifies at once.
 */
export function VerifyPage() {
  const t = useT();
  const id = useId();
  const [initial] = useState(() => formFromQuery(window.location.search));
  const [form, setForm] = useState<VerifyForm>(initial.form);
  const [checked, setChecked] = useState<{ form: VerifyForm; verification: Verification } | null>(null);
  const [checking, setChecking] = useState(false);
  const run = useRef(0);
  const statusRef = useRef<HTMLDivElement>(null);

  const verify = useCallback(async (claim: VerifyForm, reveal: boolean) => {
    const current = ++run.current;
    setChecking(true);
    const verification = await verifyDraw({ ...claim, shape: HOUSE_GAMES[claim.game] });
    if (current !== run.current) return;
    setChecked({ form: claim, verification });
    setChecking(false);
    // the outcome sits above the form: a phone that tapped Verify at the bottom scrolls up to it
    if (reveal) requestAnimationFrame(() => statusRef.current?.scrollIntoView?.({ block: 'start' }));
  }, []);

  useEffect(() => {
    document.title = t('verify.title');
  }, [t]);

  useEffect(() => {
    if (initial.complete) void verify(initial.form, false);
  }, [initial, verify]);

  const change = (patch: Partial<VerifyForm>) => {
    setForm((previous) => {
      // a draw id names its game: the shape follows it, so the two cannot disagree by a slip
      const named = patch.drawId === undefined ? null : houseGameOf(patch.drawId);
      return { ...previous, ...patch, ...(named ? { game: named } : {}) };
    });
    // a result shown beside inputs it no longer belongs to would be read as theirs
    run.current++;
    setChecked(null);
    setChecking(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(form, true);
  };

  const invalid = checked?.verification.outcome === 'invalid' ? checked.verification.fields : [];

  return (
    <div className="page">
      <TopBar title={t('verify.title')} />
      <main className="page__main verify">
        <p className="verify__intro">{t('verify.intro')}</p>
        <div ref={statusRef} role="status" aria-live="polite" className="verify__status">
          {checked && checked.verification.outcome !== 'invalid' ? (
            <DrawOutcome
              game={checked.form.game}
              commitment={checked.form.commitment}
              verification={checked.verification}
            />
          ) : checked ? (
            <p className="verify__invalid">{t('verify.invalid')}</p>
          ) : null}
        </div>
        <form className="verify__form card" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-game`}>{t('verify.game')}</label>
            <select
              id={`${id}-game`}
              value={form.game}
              onChange={(event) => change({ game: event.target.value as HouseGame })}
            >
              {HOUSE_GAME_NAMES.map((game) => (
                <option key={game} value={game}>
                  {t(GAME_NAME[game])}: {t(`verify.shape.${game}`)}
                </option>
              ))}
            </select>
          </div>
          {FIELDS.map(({ field, label, hint, mono }) => {
            const wrong = invalid.includes(field);
            return (
              <div className="field" key={field}>
                <label htmlFor={`${id}-${field}`}>{t(label)}</label>
                {mono ? (
                  <textarea
                    id={`${id}-${field}`}
                    className="mono"
                    rows={2}
                    value={form[field]}
                    onChange={(event) => change({ [field]: event.target.value })}
                    {...TYPED_AS_IS}
                    aria-invalid={wrong || undefined}
                    aria-describedby={`${id}-${field}-hint`}
                  />
                ) : (
                  <input
                    id={`${id}-${field}`}
                    value={form[field]}
                    onChange={(event) => change({ [field]: event.target.value })}
                    {...TYPED_AS_IS}
                    aria-invalid={wrong || undefined}
                    aria-describedby={`${id}-${field}-hint`}
                  />
                )}
                <p id={`${id}-${field}-hint`} className={wrong ? 'field__hint field__hint--error' : 'field__hint'}>
                  {t(hint)}
                </p>
              </div>
            );
          })}
          <button type="submit" className="button button--primary" disabled={checking}>
            {checking ? t('verify.checking') : t('verify.submit')}
          </button>
        </form>
        <details className="verify__how card">
          <summary>{t('verify.howTitle')}</summary>
          <p>{t('verify.how')}</p>
        </details>
      </main>
    </div>
  );
}
