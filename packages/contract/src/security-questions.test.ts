import { describe, expect, it } from 'vitest';
import {
  normaliseSecurityAnswer,
  paymentPasswordResetByQuestionsSchema,
  securityAnswersSetSchema,
} from './security-questions';

describe('normaliseSecurityAnswer', () => {
  it('trims, collapses inner white space and folds case', () => {
    expect(normaliseSecurityAnswer('  San   Fernando\t')).toBe('san fernando');
    expect(normaliseSecurityAnswer('DELA\u00a0CRUZ')).toBe('dela cruz');
    expect(normaliseSecurityAnswer('Maria\nClara')).toBe('maria clara');
  });

  it('treats compatibility forms and case pairs beyond ASCII as the same answer', () => {
    expect(normaliseSecurityAnswer('ＢＡＮＴＡＹ')).toBe('bantay');
    expect(normaliseSecurityAnswer('Straße')).toBe(normaliseSecurityAnswer('STRASSE'));
    expect(normaliseSecurityAnswer('ΟΔΟΣ')).toBe(normaliseSecurityAnswer('οδοσ'));
    expect(normaliseSecurityAnswer('Đà Nẵng')).toBe(normaliseSecurityAnswer('đà nẵng'));
    expect(normaliseSecurityAnswer('Cafe\u0301')).toBe(normaliseSecurityAnswer('CAFÉ'));
  });

  it('keeps accents and letters that make a different answer', () => {
    expect(normaliseSecurityAnswer('Đà Nẵng')).not.toBe(normaliseSecurityAnswer('Da Nang'));
    expect(normaliseSecurityAnswer('ab c')).not.toBe(normaliseSecurityAnswer('abc'));
  });
});

describe('security-question bodies', () => {
  it('take question ids as digits and at most ten answers', () => {
    const answer = { questionId: '12', answer: 'Bantay' };
    expect(securityAnswersSetSchema.safeParse({ loginPassword: 'x', answers: [answer] }).success).toBe(true);
    expect(
      securityAnswersSetSchema.safeParse({ loginPassword: 'x', answers: [{ ...answer, questionId: '1;drop' }] })
        .success,
    ).toBe(false);
    expect(securityAnswersSetSchema.safeParse({ loginPassword: '', answers: [answer] }).success).toBe(false);
    expect(
      paymentPasswordResetByQuestionsSchema.safeParse({
        answers: Array(11).fill(answer),
        paymentPassword: '1',
        confirmPaymentPassword: '1',
      }).success,
    ).toBe(false);
    expect(
      paymentPasswordResetByQuestionsSchema.safeParse({
        answers: [],
        paymentPassword: '1',
        confirmPaymentPassword: '1',
      }).success,
    ).toBe(false);
  });
});
