import { makeIcon } from './make-icon';

// Icons of the header and the bottom menu: they ship with the first screen, so only these live here.
export const MenuIcon = makeIcon(<path d="M4 7h16M4 12h16M4 17h10" />);
export const HomeIcon = makeIcon(<path d="M3 11l9-7 9 7M5.5 9.5V20h4.5v-6h4v6h4.5V9.5" />);
export const GiftIcon = makeIcon(
  <path d="M3.5 8h17v4h-17zM5 12v8.5h14V12M12 8v12.5M12 8C10.5 5 7 4.2 7 6.5S10 8 12 8zm0 0c1.5-3 5-3.8 5-1.5S14 8 12 8z" />,
);
export const GamesIcon = makeIcon(
  <path d="M7 8h10a4.5 4.5 0 014.5 4.5v1.5a3 3 0 01-5.3 1.9L14.8 14H9.2l-1.4 1.9A3 3 0 012.5 14v-1.5A4.5 4.5 0 017 8zM8 10.5v3.5M6.25 12.25h3.5M15.5 11.5h.01M17.5 13.5h.01" />,
);
export const UserIcon = makeIcon(<path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />);
export const BackIcon = makeIcon(<path d="M15 5l-7 7 7 7" />);
export const CloseIcon = makeIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const LogoutIcon = makeIcon(<path d="M9 4H6a2 2 0 00-2 2v12a2 2 0 002 2h3M15 8l4 4-4 4M19 12H9" />);
export const DownloadIcon = makeIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const WalletIcon = makeIcon(
  <path d="M4 7.5h14a2 2 0 012 2V18a2 2 0 01-2 2H6a2 2 0 01-2-2V7.5zm0 0L15 4v3.5M16 14h.01" />,
);
export const StarIcon = makeIcon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8L3.5 9.7l5.9-.9z" />,
  true,
);
export const ChevronIcon = makeIcon(<path d="M9 5l7 7-7 7" />);
