import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A prerendered form's controls, disabled until React has hydrated them. Before that the page is plain
 * HTML: a submit would be the browser's own (a GET with every field in the URL, a password among them)
 * and typing would be lost. `display: contents` keeps the form's layout as if the fieldset were not there.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset display="contents" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''}>
      {children}
    </chakra.fieldset>
  );
}
