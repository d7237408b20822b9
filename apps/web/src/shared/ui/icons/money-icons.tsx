import { makeIcon } from './make-icon';

export const TransferIcon = makeIcon(<path d="M4 8h13M13.5 4.5L17 8l-3.5 3.5M20 16H7M10.5 12.5L7 16l3.5 3.5" />);
export const LedgerIcon = makeIcon(
  <path d="M6 3.5h12a1 1 0 011 1v16l-2.5-1.5-2.5 1.5-2-1.5-2 1.5-2.5-1.5L5 20.5v-16a1 1 0 011-1zM8.5 8h7M8.5 11.5h7M8.5 15h4" />,
);
