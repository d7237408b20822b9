import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerSecurityQuestions, SecurityConfig, SecurityQuestion } from '@palaro/contract/security-questions';
import type { RecordedRequest } from '../../../testing/test-server';
import { getRegisterSettingsQueryOptions } from '../../../shared/api/get-register-settings';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeMemberInfo, makeRegisterSettings, seedMember } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import SecurityScreen from './security-screen';

// typing through userEvent is slow on a small CI machine
const SLOW = 20_000;

type Answer = { status?: number; body: unknown };
let server: Awaited<ReturnType<typeof startAccountServer>>;
let answers: Record<string, (request: RecordedRequest, data: unknown) => Answer>;
let config: SecurityConfig;
let mine: CustomerSecurityQuestions;
let hasWithdrawalPassword: boolean;

const QUESTIONS: SecurityQuestion[] = [
  { id: '1', code: 'first_pet', text: 'What was the name of your first pet?' },
  { id: '2', code: 'birth_city', text: 'In which city were you born?' },
  { id: '3', code: 'mother_maiden_name', text: "What is your mother's maiden name?" },
  { id: '4', code: 'first_school', text: 'What was the name of your first school?' },
];
const chosen = (ids: string[]): CustomerSecurityQuestions => ({
  questionIds: ids,
  questions: QUESTIONS.filter((question) => ids.includes(question.id)),
  complete: ids.length >= 3,
  updatedAt: ids.length > 0 ? '2026-11-23T01:00:00.000Z' : null,
});

beforeAll(async () => {
  server = await startAccountServer((request, data) =>
    answers[`${request.method} ${request.url.split('?')[0] ?? ''}`]?.(request, data),
  );
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.opened.length = 0;
  forgetPublicKey();
  config = {
    questionsRequired: 3,
    resetsWithdrawalPassword: true,
    answerMinLength: 2,
    answerMaxLength: 64,
    maxFailures: 5,
    lockMinutes: 15,
  };
  mine = chosen([]);
  hasWithdrawalPassword = false;
  answers = {
    'GET /wps/member/securityConfig': () => ok(config),
    'GET /wps/member/securityQuestions': () => ok(QUESTIONS),
    'GET /wps/member/customerSecurityQuestions': () => ok(mine),
    'GET /wps/member/hasWithdrawalPassword': () => ok({ hasWithdrawalPassword }),
    'POST /wps/member/customerSecurityQuestions': (_request, data) => {
      const body = data as { loginPassword: string; answers: { questionId: string }[] };
      if (body.loginPassword !== 'Login-Pass-1')
        return fail(400, 'password.old.invalid', 'The login password is incorrect');
      mine = chosen(body.answers.map((entry) => entry.questionId));
      return ok(mine);
    },
    'POST /wps/member/paymentPassword': () => {
      hasWithdrawalPassword = true;
      return ok(null);
    },
    'POST /wps/member/paymentPassword/reset/securityQuestions': (_request, data) => {
      const body = data as { answers: { answer: string }[] };
      if (body.answers[0]?.answer === 'locked')
        return fail(429, 'payment.password.locked', 'Too many wrong withdrawal passwords, please try again later');
      return body.answers.every((entry) => entry.answer === 'right')
        ? ok(null)
        : fail(400, 'security.answers.invalid', 'One or more answers are incorrect');
    },
  };
});

function renderSecurity(path = '/m/member/security', member = makeMemberInfo()) {
  const session = makeSession();
  useSessionStore.setState({ session });
  const settings = makeRegisterSettings();
  settings.rules.paymentPassword = {
    enabled: false,
    required: false,
    pattern: '^\\d+$',
    message: 'rule_payment_password',
    minLength: 6,
    maxLength: 6,
  };
  return renderScreen(<SecurityScreen />, {
    route: 'memberSecurity',
    path,
    seed: (client) => {
      seedMember(client, session.token, member);
      client.setQueryData(getRegisterSettingsQueryOptions().queryKey, settings);
    },
  });
}

const item = (name: string) => screen.getByRole('region', { name });
// the first render loads the screen's texts and four calls; a busy machine may take longer than the default second
const overviewShown = () => screen.findByRole('region', { name: 'Account protection' }, { timeout: 5_000 });
const openedAt = (path: string) => server.opened.filter((entry) => entry.url === path).map((entry) => entry.data);

describe('the security centre', () => {
  it('shows each protection with its state and the way to change the login password', async () => {
    renderSecurity();
    const overview = await overviewShown();
    expect(overview).toHaveTextContent('Weak');
    expect(overview).toHaveTextContent('1 of 3 protections on');
    expect(within(item('Login password')).getByText('Set')).toBeInTheDocument();
    expect(within(item('Login password')).getByRole('link', { name: 'Change login password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(within(item('Withdrawal password')).getByText('Not set')).toBeInTheDocument();
    expect(
      within(item('Withdrawal password')).getByRole('button', { name: 'Set withdrawal password' }),
    ).toBeInTheDocument();
    expect(
      within(item('Security questions')).getByRole('button', { name: 'Set security questions' }),
    ).toBeInTheDocument();
  });

  it(
    'sets the withdrawal password with the withdraw screen form, sealed',
    async () => {
      const user = userEvent.setup();
      renderSecurity();
      await overviewShown();
      await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Set a withdrawal password' });
      await user.type(within(dialog).getByLabelText('Withdrawal password', { selector: 'input' }), '135790');
      await user.type(within(dialog).getByLabelText('Confirm withdrawal password', { selector: 'input' }), '135790');
      await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
      await waitFor(() =>
        expect(openedAt('/wps/member/paymentPassword')).toEqual([
          { paymentPassword: '135790', confirmPaymentPassword: '135790' },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        await within(item('Withdrawal password')).findByRole('button', { name: 'Reset with login password' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Account protection' })).toHaveTextContent('2 of 3 protections on');
    },
    SLOW,
  );

  it(
    'chooses different questions, checks the answers and the login password, and sends them sealed',
    async () => {
      const user = userEvent.setup();
      renderSecurity();
      await overviewShown();
      await user.click(screen.getByRole('button', { name: 'Set security questions' }));
      const dialog = await screen.findByRole('dialog', { name: 'Set security questions' });
      const question = (n: number) => within(dialog).getByRole('combobox', { name: `Question ${n}` });
      const answer = (n: number) => within(dialog).getByRole('textbox', { name: `Answer ${n}` });
      await within(dialog).findByRole('combobox', { name: 'Question 1' });
      await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
      expect(await within(dialog).findAllByText('Choose a question', { selector: '.field__error' })).toHaveLength(3);
      expect(within(dialog).getAllByText('Enter an answer')).toHaveLength(3);
      expect(within(dialog).getByText('Enter your login password')).toBeInTheDocument();

      await user.selectOptions(question(1), '2');
      // a question chosen once is not offered again in the other slots
      expect(within(question(2)).getByRole('option', { name: 'In which city were you born?' })).toBeDisabled();
      await user.selectOptions(question(2), '1');
      await user.selectOptions(question(3), '4');
      await user.type(answer(1), ' San  Fernando ');
      await user.type(answer(2), 'B');
      await user.type(answer(3), 'Mabini Elementary');
      await user.type(within(dialog).getByLabelText('Login password', { selector: 'input' }), 'Wrong-Pass-1');
      await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
      expect(await within(dialog).findByText('This answer is too short or too long')).toBeInTheDocument();
      expect(openedAt('/wps/member/customerSecurityQuestions')).toHaveLength(0);

      await user.type(answer(2), 'antay');
      await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
      expect(await screen.findByText('The login password is incorrect')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Login password', { selector: 'input' })).toHaveValue('');

      await user.type(within(dialog).getByLabelText('Login password', { selector: 'input' }), 'Login-Pass-1');
      await user.click(within(dialog).getByRole('button', { name: 'Save questions' }));
      await waitFor(() => expect(openedAt('/wps/member/customerSecurityQuestions')).toHaveLength(2));
      expect(openedAt('/wps/member/customerSecurityQuestions')[1]).toEqual({
        loginPassword: 'Login-Pass-1',
        answers: [
          { questionId: '2', answer: 'San  Fernando' },
          { questionId: '1', answer: 'Bantay' },
          { questionId: '4', answer: 'Mabini Elementary' },
        ],
      });
      expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
      const questions = await within(item('Security questions')).findByRole('list', { name: 'Your questions' });
      expect(within(questions).getAllByRole('listitem')).toHaveLength(3);
      // the answers never show once saved
      expect(document.body).not.toHaveTextContent('Bantay');
      expect(within(item('Security questions')).getByRole('button', { name: 'Change questions' })).toBeInTheDocument();
    },
    SLOW,
  );

  it('offers the reset with questions only once they are set', async () => {
    hasWithdrawalPassword = true;
    renderSecurity();
    await overviewShown();
    const button = within(item('Withdrawal password')).getByRole('button', { name: 'Reset with security questions' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Set your security questions to be able to reset it without your login password.',
    );
  });

  it(
    'resets a forgotten withdrawal password by answering the chosen questions',
    async () => {
      hasWithdrawalPassword = true;
      mine = chosen(['1', '2', '3']);
      const user = userEvent.setup();
      renderSecurity();
      const overview = await overviewShown();
      expect(overview).toHaveTextContent('Strong');
      await user.click(
        within(item('Withdrawal password')).getByRole('button', { name: 'Reset with security questions' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Reset with security questions' });
      expect(dialog).toHaveTextContent('After 5 wrong tries, the withdrawal password is locked for 15 minutes.');
      for (const question of QUESTIONS.slice(0, 3))
        await user.type(within(dialog).getByRole('textbox', { name: question.text }), 'wrong');
      await user.type(within(dialog).getByLabelText('Withdrawal password', { selector: 'input' }), '246802');
      await user.type(within(dialog).getByLabelText('Confirm withdrawal password', { selector: 'input' }), '246802');
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText('One or more answers are incorrect')).toBeInTheDocument();
      expect(openedAt('/wps/member/paymentPassword/reset/securityQuestions')[0]).toEqual({
        answers: [
          { questionId: '1', answer: 'wrong' },
          { questionId: '2', answer: 'wrong' },
          { questionId: '3', answer: 'wrong' },
        ],
        paymentPassword: '246802',
        confirmPaymentPassword: '246802',
      });

      for (const question of QUESTIONS.slice(0, 3)) {
        await user.clear(within(dialog).getByRole('textbox', { name: question.text }));
        await user.type(within(dialog).getByRole('textbox', { name: question.text }), 'right');
      }
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText('Withdrawal password changed')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'says when the lock is on',
    async () => {
      hasWithdrawalPassword = true;
      mine = chosen(['1', '2', '3']);
      const user = userEvent.setup();
      renderSecurity('/m/member/security?reset=questions');
      await overviewShown();
      const dialog = await screen.findByRole('dialog', { name: 'Reset with security questions' });
      for (const question of QUESTIONS.slice(0, 3))
        await user.type(within(dialog).getByRole('textbox', { name: question.text }), 'locked');
      await user.type(within(dialog).getByLabelText('Withdrawal password', { selector: 'input' }), '246802');
      await user.type(within(dialog).getByLabelText('Confirm withdrawal password', { selector: 'input' }), '246802');
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText('Too many wrong tries. Please try again in a few minutes.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/member\/security$/));
    },
    SLOW,
  );

  it('leads to setting questions first when the reset is asked for without them', async () => {
    hasWithdrawalPassword = true;
    const user = userEvent.setup();
    renderSecurity('/m/member/security?reset=questions');
    await overviewShown();
    const dialog = await screen.findByRole('dialog', { name: 'Reset with security questions' });
    expect(dialog).toHaveTextContent('You have not set security questions yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Set security questions' }));
    expect(await screen.findByRole('dialog', { name: 'Set security questions' })).toBeInTheDocument();
  });

  it('hides the reset with questions where the merchant does not allow it', async () => {
    hasWithdrawalPassword = true;
    mine = chosen(['1', '2', '3']);
    config = { ...config, resetsWithdrawalPassword: false };
    renderSecurity();
    await overviewShown();
    const withdrawal = item('Withdrawal password');
    expect(within(withdrawal).getByRole('button', { name: 'Reset with login password' })).toBeInTheDocument();
    expect(within(withdrawal).queryByRole('button', { name: 'Reset with security questions' })).not.toBeInTheDocument();
  });

  it('asks a player without a login password to set one', async () => {
    renderSecurity('/m/member/security', makeMemberInfo({ hasPassword: false }));
    await overviewShown();
    const login = item('Login password');
    expect(within(login).getByText('Not set')).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: 'Set a login password' })).toHaveAttribute('href', '/m/changePsw');
  });
});
