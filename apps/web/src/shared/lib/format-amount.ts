/** "1234567.50" -> "1,234,567.50": grouping on the decimal string itself, so no amount goes through a float. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}
