import { makeIcon } from '../../../shared/ui/icons/make-icon';

export const ImageIcon = makeIcon(
  <path d="M4.5 5h15a1 1 0 011 1v12a1 1 0 01-1 1h-15a1 1 0 01-1-1V6a1 1 0 011-1zM3.5 16l5-5 4 4 3-3 5 5M15.5 9.5h.01" />,
);
export const SendIcon = makeIcon(<path d="M4 12l16-8-6 16-2.5-6.5L4 12zM11.5 13.5L20 4" />);
