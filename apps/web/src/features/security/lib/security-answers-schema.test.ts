import { makeSecurityAnswersSchema } from './security-answers-schema';

const lengths = { answerMinLength: 2, answerMaxLength: 64 };
const messages = (answer: string) => {
  const result = makeSecurityAnswersSchema(lengths).safeParse({
    slots: [{ questionId: '1', answer }],
    loginPassword: 'secret',
  });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the security answers form', () => {
  it('takes an answer in any script', () => {
    expect(messages('Maria Clara')).toEqual({});
    expect(messages('มะลิ')).toEqual({});
  });

  it.each(['maria\u001b[2J', 'maria\tclara', 'maria\u202eclara'])(
    'refuses the answer %j as the server would',
    (answer) => {
      expect(messages(answer)).toEqual({ 'slots.0.answer': 'account:text_unsafe' });
    },
  );
});
