import type { LotteryResult } from '@palaro/contract/lottery-draws';
import type { CSSProperties } from 'react';
import { useT, type Translate } from '../shared/i18n/i18n';
import { englishMessages, type MessageKey } from '../shared/i18n/messages';

export type PrizeTiers = Extract<LotteryResult, { kind: 'prizes' }>['tiers'];

/**
 * Numbers side by side per prize on a 390 px phone, as the northern draw's printed boards lay them out: the special
 * and first prizes alone, the second's two, the third's six in two rows of three, the fourth's four, the fifth's six
 * in rows of three, the sixth's three and the seventh's four. A tier the board does not know takes three.
 */
const COLUMNS: Record<string, number> = {
  special: 1,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 3,
  sixth: 3,
  seventh: 4,
};

function tierName(tier: string, t: Translate): string {
  const key = `results.tier.${tier}`;
  return key in englishMessages ? t(key as MessageKey) : tier;
}

/** The special prize, the number a Vietnamese draw is known by (its "đề"). */
export const specialPrizeOf = (tiers: PrizeTiers): string =>
  tiers.find((tier) => tier.tier === 'special')?.numbers.join(' ') ?? '';

/**
 * A northern draw's whole result, every prize from the special to the seventh with its numbers (27 in all), as a
 * table: a row per prize, its name first. `caption` shows the label above the table; otherwise it only names it.
 */
export function PrizeBoard({ tiers, label, caption = false }: { tiers: PrizeTiers; label: string; caption?: boolean }) {
  const t = useT();
  return (
    <table className="prizes" aria-label={caption ? undefined : label}>
      {caption && <caption className="prizes__caption">{label}</caption>}
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.tier} className={`prizes__row prizes__row--${tier.tier}`}>
            <th scope="row">{tierName(tier.tier, t)}</th>
            <td>
              <ul
                className="prizes__numbers"
                style={{ '--columns': COLUMNS[tier.tier] ?? 3 } as CSSProperties}
                data-testid={`prize-${tier.tier}`}
              >
                {tier.numbers.map((number, index) => (
                  <li key={index}>{number}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
