import { Icon, type IconProps } from '../icons';

export { CheckCircleIcon } from '../events/event-icons';

// Line icons of the engagement widgets, on the site's shared icon frame.

export const HelpIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7M12 17.2h.01" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 19.5 5.7 16A7.5 7.5 0 1 1 8.5 18.6z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </Icon>
);

export const ClipboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="4.5" width="14" height="16" rx="2" />
    <path d="M9 4.5V3.5h6v1M8.5 10h7M8.5 13.5h7M8.5 17h4" />
  </Icon>
);

export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 21V4.5M5.5 4.5h11l-2 4 2 4h-11" />
  </Icon>
);

export const CookieIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3.5 3.5c.7 0 1.4.7 2 2Z" />
    <path d="M8.5 9.5h.01M9 15h.01M13.5 13.5h.01M15.5 17h.01" />
  </Icon>
);

export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="m12 3.8 2.5 5.2 5.7.8-4.1 4 1 5.6L12 16.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
  </Icon>
);

export const BookmarkIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M6.5 3.5h11v17L12 16.5l-5.5 4z" />
  </Icon>
);

export const ThumbUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7.5 10.5v9h-3v-9zM7.5 10.5 11 3.8a2 2 0 0 1 2.6 2.3l-.8 3.4h5.3a2 2 0 0 1 2 2.4l-1.3 6a2 2 0 0 1-2 1.6H7.5" />
  </Icon>
);

export const ThumbDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.5 13.5v-9h3v9zM16.5 13.5 13 20.2a2 2 0 0 1-2.6-2.3l.8-3.4H5.9a2 2 0 0 1-2-2.4l1.3-6a2 2 0 0 1 2-1.6h9.3" />
  </Icon>
);

export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.5 3.5 10 14M20.5 3.5 14 20.5l-4-6.5-6.5-4z" />
  </Icon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const ImagesIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5.5" width="14" height="12" rx="2" />
    <path d="M7 3.5h11.5a2 2 0 0 1 2 2V15M3.5 14.5l3.8-3.8 3.2 3.2 2-2 5 5" />
  </Icon>
);

export const MailOutlineIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Icon>
);
