import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VECTOR_COMMITMENT, VECTOR_DRAWS, VECTOR_SECRET } from '../fairness/test-vectors';
import { renderAt } from '../testing/render-at';

const query = (values: Record<string, string>) => `/m/lotto-h5/verify?${new URLSearchParams(values)}`;
const race = VECTOR_DRAWS.find((draw) => draw.game === 'race10')!;

const numbersShown = () =>
  within(screen.getByRole('list', { name: 'Result' }))
    .getAllByRole('listitem')
    .map((item) => Number(item.textContent));

describe('the verifier', () => {
  it('verifies a complete address at once: matches, and the numbers of the doc', async () => {
    renderAt(query({ draw: race.drawId, secret: VECTOR_SECRET, commitment: VECTOR_COMMITMENT }));
    expect(await screen.findByRole('heading', { name: 'The secret matches the commitment' })).toBeInTheDocument();
    expect(numbersShown()).toEqual(race.result);
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('race10');
    expect(screen.getByRole('textbox', { name: 'Draw ID' })).toHaveValue(race.drawId);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeInTheDocument();
  });

  it('says mismatch, in its own words, for a secret that is not the committed one', async () => {
    const dice = VECTOR_DRAWS.find((draw) => draw.game === 'dice')!;
    renderAt(query({ game: 'dice', draw: dice.drawId, secret: 'ab'.repeat(32), commitment: VECTOR_COMMITMENT }));
    expect(
      await screen.findByRole('heading', { name: 'The secret does not match the commitment' }),
    ).toBeInTheDocument();
    expect(numbersShown()).toHaveLength(3);
  });

  it('checks what is typed by hand, and clears a result the inputs no longer belong to', async () => {
    const user = userEvent.setup();
    renderAt('/m/lotto-h5/verify');
    expect(screen.queryByRole('list', { name: 'Result' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Draw ID' }), 'digits5-5m-20250101-0288');
    // the draw id names its game
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('digits5');
    await user.type(screen.getByRole('textbox', { name: 'Revealed secret' }), VECTOR_SECRET);
    await user.type(screen.getByRole('textbox', { name: 'Published commitment' }), VECTOR_COMMITMENT);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'The secret matches the commitment' })).toBeInTheDocument();
    expect(numbersShown()).toEqual([1, 9, 0, 3, 2]);

    await user.type(screen.getByRole('textbox', { name: 'Draw ID' }), 'x');
    expect(screen.queryByRole('list', { name: 'Result' })).not.toBeInTheDocument();
  });

  it('takes the game chosen by hand for a draw id that names none', async () => {
    const user = userEvent.setup();
    renderAt('/m/lotto-h5/verify');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'colour');
    await user.type(screen.getByRole('textbox', { name: 'Draw ID' }), 'D42');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('colour');
  });

  it('marks the fields that are not in the right form', async () => {
    renderAt(query({ draw: 'dice-3m-1', secret: 'not-a-secret', commitment: VECTOR_COMMITMENT }));
    expect(await screen.findByText(/not in the right form/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Revealed secret' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Draw ID' })).not.toHaveAttribute('aria-invalid');
  });

  it('speaks the language asked for', async () => {
    renderAt(`${query({ draw: race.drawId, secret: VECTOR_SECRET, commitment: VECTOR_COMMITMENT })}&language=PT`);
    expect(await screen.findByRole('heading', { name: 'O segredo corresponde ao compromisso' })).toBeInTheDocument();
  });
});
