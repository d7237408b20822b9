import { makeBankCardSchema } from './bank-card-schema';

const card = { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '1234 5678 90' };
const messages = (values: typeof card) => {
  const result = makeBankCardSchema(undefined).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the bank card form', () => {
  it('takes a payee name in any script', () => {
    expect(messages(card)).toEqual({});
    expect(messages({ ...card, payeeName: '陈小明' })).toEqual({});
  });

  it.each(['Juan\u001b[2J Cruz', 'Juan\nAPPROVED', 'Juan \u202eCruz'])(
    'refuses the payee name %j as the server would',
    (payeeName) => {
      expect(messages({ ...card, payeeName })).toEqual({ payeeName: 'account:text_unsafe' });
    },
  );
});
