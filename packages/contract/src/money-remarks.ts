import { z } from 'zod';

// Remarks on the money records players read (deposit and withdrawal histories, the transaction report).
// Remarks the system writes travel as a stable code with parameters, so each client words them in the
// player's language; words an operator typed travel as free text and are shown as typed.

/** Every system-made remark, with its English wording (`{{name}}` takes the parameter of that name). */
export const MONEY_REMARK_ENGLISH = {
  /** params.method: the payment method's name, e.g. "E-wallet". */
  'deposit.credited': '{{method}} deposit',
  'deposit.declined': 'The payment was declined',
  'deposit.expired': 'Not paid in time',
  /** params.bank: the bank paid out to. */
  'withdrawal.requested': 'Withdrawal requested',
  'withdrawal.paid': 'Withdrawal paid out',
  /** params.reference: the bank's payout reference. */
  'withdrawal.paidReference': 'Paid, reference {{reference}}',
  /** The operator's reason follows as free text. */
  'withdrawal.rejected': 'Withdrawal rejected',
  'transfer.recoverAll': 'Recover all balances',
  'trial.playMoney': 'Trial play money',
  'demo.openingBalance': 'Demo opening balance',
} as const;

export type MoneyRemarkCode = keyof typeof MONEY_REMARK_ENGLISH;
export const MONEY_REMARK_CODES = Object.keys(MONEY_REMARK_ENGLISH) as MoneyRemarkCode[];

export function isMoneyRemarkCode(code: unknown): code is MoneyRemarkCode {
  return typeof code === 'string' && Object.hasOwn(MONEY_REMARK_ENGLISH, code);
}

/**
 * A remark in parts. `code` is one of MONEY_REMARK_CODES, or null when the remark is only free text; it is typed
 * as any string on the wire so a client older than a new code still reads the record (and shows `remark`).
 */
export const moneyRemarkSchema = z.object({
  code: z.string().min(1).max(64).nullable(),
  /** The values the code's wording takes, e.g. `{ "method": "E-wallet" }`. */
  params: z.record(z.string(), z.string()),
  /** Words an operator typed (a rejection reason, an adjustment's reason): shown as typed, never translated. */
  freeText: z.string().nullable(),
});
export type MoneyRemark = z.infer<typeof moneyRemarkSchema>;

/** A system-made remark, optionally followed by an operator's words. */
export function codedRemark(
  code: MoneyRemarkCode,
  params: Record<string, string> = {},
  freeText: string | null = null,
): MoneyRemark {
  return { code, params, freeText };
}

/** Words an operator typed, or null when there are none. */
export function freeTextRemark(text: string | null | undefined): MoneyRemark | null {
  return text ? { code: null, params: {}, freeText: text } : null;
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** The English text of a remark: what the `remark` fields carry for clients that do not read codes. */
export function moneyRemarkEnglish(remark: MoneyRemark | null): string | null {
  if (!remark) return null;
  const coded = isMoneyRemarkCode(remark.code) ? fill(MONEY_REMARK_ENGLISH[remark.code], remark.params) : null;
  if (coded && remark.freeText) return `${coded}: ${remark.freeText}`;
  return coded ?? remark.freeText;
}
