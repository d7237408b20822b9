import type { TFunction } from 'i18next';
import { isMoneyRemarkCode, type MoneyRemark } from '@palaro/contract/money-remarks';

/**
 * A money record's remark in the player's language: a known code through the money texts (an operator's words
 * after it, as typed), free text as typed, and the server's English for a code this client does not know yet.
 */
export function remarkText(
  t: TFunction,
  detail: MoneyRemark | null | undefined,
  english: string | null,
): string | null {
  if (!detail) return english;
  if (detail.code === null) return detail.freeText ?? english;
  if (!isMoneyRemarkCode(detail.code)) return english;
  const text = t(`money:remark.${detail.code}`, { ...detail.params });
  return detail.freeText ? t('money:remark.withNote', { text, note: detail.freeText }) : text;
}
