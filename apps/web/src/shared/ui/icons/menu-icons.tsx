import { makeIcon } from './make-icon';

// Icons of the drawer's entries; they load with the drawer, never with the first screen.
export const TrophyIcon = makeIcon(
  <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M9 20.5h6M10 17h4v3.5h-4z" />,
);
export const ClockIcon = makeIcon(<path d="M12 20a8 8 0 100-16 8 8 0 000 16zM12 8v4l3 2" />);
export const FeedbackIcon = makeIcon(
  <path d="M5 4.5h14a1.5 1.5 0 011.5 1.5v9.5A1.5 1.5 0 0119 17H10l-5 3.5V6A1.5 1.5 0 015 4.5zM8.5 9h7M8.5 12.5h4.5" />,
);
export const CalendarIcon = makeIcon(
  <path d="M6 5.5h12a2 2 0 012 2V19a2 2 0 01-2 2H6a2 2 0 01-2-2V7.5a2 2 0 012-2zM4 10h16M9 3.5v4M15 3.5v4M9.5 15l2 2 3.5-3.5" />,
);
export const InfoIcon = makeIcon(<path d="M12 20a8 8 0 100-16 8 8 0 000 16zM12 11v5M12 8h.01" />);
export const CrownIcon = makeIcon(<path d="M4 8l4.5 4L12 6l3.5 6L20 8l-1.8 10H5.8zM6 21h12" />);
export const FlagIcon = makeIcon(<path d="M5 21V4M5 4.5h11l-2 4 2 4H5" />);
export const InviteIcon = makeIcon(
  <path d="M10 12a4 4 0 100-8 4 4 0 000 8zM3 20c1-3.5 3.8-5.5 7-5.5 1.6 0 3 .4 4.2 1.2M19 14v6M16 17h6" />,
);
export const DocumentIcon = makeIcon(<path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />);
export const ShieldIcon = makeIcon(<path d="M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4" />);
export const HelpIcon = makeIcon(
  <path d="M12 20a8 8 0 100-16 8 8 0 000 16zM9.6 9.5a2.5 2.5 0 014.8 1c0 1.7-2.4 2-2.4 3.6M12 17h.01" />,
);
export const MegaphoneIcon = makeIcon(<path d="M4 10v4h3l7 4.5V5.5L7 10zM17.5 9a4 4 0 010 6M7 14l1.5 5.5h2.5L10 15" />);
export const PhoneIcon = makeIcon(
  <path d="M8 3h8a1.5 1.5 0 011.5 1.5v15A1.5 1.5 0 0116 21H8a1.5 1.5 0 01-1.5-1.5v-15A1.5 1.5 0 018 3zM11 18h2" />,
);
export const WithdrawIcon = makeIcon(<path d="M12 15V4M7 9l5-5 5 5M5 20h14" />);
export const ChatIcon = makeIcon(
  <path d="M12 4.5c4.4 0 8 2.9 8 6.5s-3.6 6.5-8 6.5c-1 0-2-.1-2.9-.4L5 19l1-3.4C4.8 14.4 4 12.8 4 11c0-3.6 3.6-6.5 8-6.5zM8.5 11h.01M12 11h.01M15.5 11h.01" />,
);
export const SendIcon = makeIcon(<path d="M20.5 3.5L3.5 10.5l7 2.5 2.5 7zM10.5 13l10-9.5" />);
export const GlobeIcon = makeIcon(
  <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />,
);
export const MoonIcon = makeIcon(<path d="M19.5 14.5A8 8 0 019.5 4.5a7.5 7.5 0 1010 10z" />);
export const MailIcon = makeIcon(<path d="M4 6.5h16v11H4zM4 7l8 6 8-6" />);
export const HeadsetIcon = makeIcon(
  <path d="M5 14v-2a7 7 0 0114 0v2M5 14h2.5v5H6a1 1 0 01-1-1zM19 14h-2.5v5H18a1 1 0 001-1zM16.5 19c0 1-1.5 2-4.5 2" />,
);
