import { makeIcon } from '../../../shared/ui/icons/make-icon';

// Icons of the security centre's items.
export const KeyIcon = makeIcon(
  <path d="M14.5 4a5.5 5.5 0 11-5.2 7.3L3.5 17v3.5H7V18h2.5v-2.5H12l.7-.7A5.5 5.5 0 0114.5 4zM16 8.5h.01" />,
);
export const LockIcon = makeIcon(
  <path d="M6 10.5h12a1.5 1.5 0 011.5 1.5v7.5A1.5 1.5 0 0118 21H6a1.5 1.5 0 01-1.5-1.5V12A1.5 1.5 0 016 10.5zM8 10.5V7.5a4 4 0 018 0v3M12 14.5v3" />,
);
export const QuestionIcon = makeIcon(
  <path d="M5 4.5h14A1.5 1.5 0 0120.5 6v10a1.5 1.5 0 01-1.5 1.5h-6.5L8 21v-3.5H5A1.5 1.5 0 013.5 16V6A1.5 1.5 0 015 4.5zM9.8 8.8a2.3 2.3 0 014.4 1c0 1.5-2.2 1.8-2.2 3.2M12 15.2h.01" />,
);
export const ShieldCheckIcon = makeIcon(<path d="M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4" />);
