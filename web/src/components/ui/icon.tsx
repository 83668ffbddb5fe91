import type { ReactNode } from 'react';

/**
 * The one line icon: a 24×24 stroke glyph in the text colour, decorative (the button or text beside it
 * carries the meaning).
 */
export function Icon({ children, size = 16 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A named icon of `glyph` (its paths), `size` pixels unless the caller asks for another. */
export const lineIcon = (glyph: ReactNode, size = 16) =>
  function LineIcon(props: { size?: number }) {
    return <Icon size={props.size ?? size}>{glyph}</Icon>;
  };
