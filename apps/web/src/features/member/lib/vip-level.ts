/** The member's VIP level by name, and the name of the next one when the label numbers its levels. */
export type VipLevels = { current: string; next: string | undefined };

/**
 * SPEC 3 shows an empty label as level 0; a bare number reads as "VIP<n>" so the card names a level
 * rather than showing a lone digit. Labels ending in a number ("VIP1", "Gold 2") name the next level
 * by counting on; any other label leaves the next level unnamed.
 */
export function vipLevels(labelName: string): VipLevels {
  const label = labelName.trim() || '0';
  const numbered = /^(.*?)(\d+)$/.exec(label);
  if (!numbered) return { current: label, next: undefined };
  const prefix = numbered[1] || 'VIP';
  const level = Number(numbered[2]);
  return { current: `${prefix}${level}`, next: `${prefix}${level + 1}` };
}
