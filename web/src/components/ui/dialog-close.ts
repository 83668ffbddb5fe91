import { createContext } from 'react';

/**
 * The open AppDialog's close, for the actions inside it (FormActions' Cancel). A context of its own so
 * a form's actions outside any dialog do not load Chakra's dialog.
 */
export const DialogCloseContext = createContext<(() => void) | undefined>(undefined);
