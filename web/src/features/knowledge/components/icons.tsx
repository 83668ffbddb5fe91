import { lineIcon } from '../../../components/ui/icon';

/** The Knowledge tab's line icons (components/ui/icon.tsx), one per source kind and action. */
export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </>,
  20,
);
export const FileIcon = lineIcon(
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </>,
  20,
);
export const TextIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h10" />, 20);
export const QaIcon = lineIcon(<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />, 20);
export const BookIcon = lineIcon(
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </>,
  32,
);
