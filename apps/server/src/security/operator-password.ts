import { isCommonPassword } from './common-passwords';

/** Operators can move money: their passwords are longer than players' and checked against the common-password list. */
export const OPERATOR_PASSWORD = { minLength: 12, maxLength: 128, minDistinct: 6 } as const;

/** Why `password` is too weak for operator `username`, or undefined when it will do. */
export function operatorPasswordProblem(password: string, username: string): string | undefined {
  if (password.length < OPERATOR_PASSWORD.minLength) return `at least ${OPERATOR_PASSWORD.minLength} characters`;
  if (password.length > OPERATOR_PASSWORD.maxLength) return `at most ${OPERATOR_PASSWORD.maxLength} characters`;
  if (password.trim() !== password) return 'no spaces at the start or end';
  if (new Set(password).size < OPERATOR_PASSWORD.minDistinct)
    return `at least ${OPERATOR_PASSWORD.minDistinct} different characters`;
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase()))
    return 'not containing the user name';
  if (isCommonPassword(password)) return 'not one of the most common passwords';
  return undefined;
}
