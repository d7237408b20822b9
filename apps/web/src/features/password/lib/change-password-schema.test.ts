import { makeChangePasswordSchema } from './change-password-schema';

const messages = (
  oldShown: boolean,
  values: { oldPassword: string; newPassword: string; confirmNewPassword: string },
) => {
  const result = makeChangePasswordSchema(oldShown, undefined).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the change-password rules (SPEC 5)', () => {
  it('asks for the confirmation', () => {
    expect(messages(true, { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: ' ' })).toEqual({
      confirmNewPassword: 'changePsw.confirmRequired',
    });
  });

  it('wants the confirmation to match', () => {
    expect(
      messages(true, { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12346' }),
    ).toEqual({ confirmNewPassword: 'changePsw.mismatch' });
  });

  it('refuses a new password equal to the old one, unless the old one is not asked for', () => {
    expect(
      messages(true, { oldPassword: 'Same1234', newPassword: 'Same1234', confirmNewPassword: 'Same1234' }),
    ).toEqual({ newPassword: 'changePsw.sameAsOld' });
    expect(messages(false, { oldPassword: '', newPassword: 'Same1234', confirmNewPassword: 'Same1234' })).toEqual({});
  });
});
