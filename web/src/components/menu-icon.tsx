import { lineIcon } from './ui/icon';

/** The three-line "open menu" glyph of the mobile drawers (landing nav and dashboard shell). */
export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 22);
