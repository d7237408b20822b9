import { formatSignedMoney } from '../../../shared/lib/money/format-money';

type Props = { net: string; currency: string; symbol: string; className?: string };

/** A signed net in minor units: green when the player came out ahead, red when behind, plain when even. */
export function NetAmount({ net, currency, symbol, className = '' }: Props) {
  const value = BigInt(net);
  const tone = value > 0n ? 'record-net--up' : value < 0n ? 'record-net--down' : 'record-net--even';
  return <span className={`record-net ${tone} ${className}`.trim()}>{formatSignedMoney(value, currency, symbol)}</span>;
}
