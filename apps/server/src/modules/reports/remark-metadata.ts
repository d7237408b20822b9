import {
  codedRemark,
  freeTextRemark,
  moneyRemarkEnglish,
  type MoneyRemark,
  type MoneyRemarkCode,
} from '@palaro/contract';

type Metadata = Record<string, unknown>;

/** What a ledger transaction keeps of a system-made remark: code, parameters, free text, and the English text. */
export function remarkMetadata(remark: MoneyRemark): Metadata {
  return {
    remark: moneyRemarkEnglish(remark),
    remarkCode: remark.code,
    remarkParams: remark.params,
    ...(remark.freeText ? { freeText: remark.freeText } : {}),
  };
}

// English remarks of transactions posted before remarks had codes, and of postings that still write only English
const LEGACY_CODES = new Map<string, MoneyRemarkCode>([
  ['Withdrawal requested', 'withdrawal.requested'],
  ['Withdrawal paid out', 'withdrawal.paid'],
  ['Recover all balances', 'transfer.recoverAll'],
  ['Trial play money', 'trial.playMoney'],
  ['Demo opening balance', 'demo.openingBalance'],
]);
const LEGACY_REJECTED = /^Withdrawal rejected: ([\s\S]+)$/;
const LEGACY_DEPOSIT = /^([\s\S]+) deposit$/;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function paramsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The remark a player sees on a ledger transaction of `kind`, read from its metadata. */
export function remarkOfMetadata(kind: string, metadata: Metadata): MoneyRemark | null {
  const code = textOf(metadata.remarkCode);
  if (code) return { code, params: paramsOf(metadata.remarkParams), freeText: textOf(metadata.freeText) };
  // an operator's adjustment: the reason is the operator's own words
  if (textOf(metadata.operator)) return freeTextRemark(textOf(metadata.reason));
  const text = textOf(metadata.remark) ?? textOf(metadata.reason);
  if (!text) return null;
  const legacy = LEGACY_CODES.get(text);
  if (legacy)
    return codedRemark(
      legacy,
      legacy === 'withdrawal.requested' && textOf(metadata.bank) ? { bank: String(metadata.bank) } : {},
    );
  const rejected = kind === 'withdrawal' ? LEGACY_REJECTED.exec(text) : null;
  if (rejected?.[1]) return codedRemark('withdrawal.rejected', {}, rejected[1]);
  const deposit = kind === 'deposit' ? LEGACY_DEPOSIT.exec(text) : null;
  if (deposit?.[1]) return codedRemark('deposit.credited', { method: deposit[1] });
  return freeTextRemark(text);
}
