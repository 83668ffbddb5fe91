import { lineIcon } from '../../../components/ui/icon';

// The training center's button and empty-state icons; decorative, the buttons carry the text.

export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const SyncIcon = lineIcon(
  <>
    <path d="M21 12a9 9 0 0 1-15.4 6.4L3 16M3 12a9 9 0 0 1 15.4-6.4L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);

export const SparklesIcon = lineIcon(
  <>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </>,
);

export const WandIcon = lineIcon(<path d="M15 4V2M15 10V8M11 6h2M17 6h2M3 21l12-12" />);

export const EditIcon = lineIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>,
);

export const TrashIcon = lineIcon(<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />);

export const CloseIcon = lineIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const BrainIcon = lineIcon(
  <>
    <path d="M9 3a3 3 0 0 0-3 3v.2A3 3 0 0 0 4 9a3 3 0 0 0 1 5.2V15a3 3 0 0 0 3 3h1V3z" />
    <path d="M15 3a3 3 0 0 1 3 3v.2A3 3 0 0 1 20 9a3 3 0 0 1-1 5.2V15a3 3 0 0 1-3 3h-1V3z" />
    <path d="M9 21h6" />
  </>,
  40,
);

export const ChartIcon = lineIcon(
  <>
    <path d="M3 3v18h18" />
    <path d="M8 16v-5M13 16V8M18 16v-9" />
  </>,
  40,
);
