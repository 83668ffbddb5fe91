import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** Route `handle` field read by useRouteTitle: `{ path, element, handle: titled('Leads') }`. */
export interface TitleHandle {
  title: string;
}

export const APP_NAME = 'Parley';

export function titled(title: string): { handle: TitleHandle } {
  return { handle: { title } };
}

/** The browser tab title for a screen: its own name first, so tabs and history entries tell pages apart. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : `${APP_NAME} — AI chat agents and lite CRM for your business`;
}

/** The title declared by the deepest matched route (the build's prerender writes it into the page). */
export function routeTitle(matches: readonly { handle?: unknown }[]): string | undefined {
  return matches
    .map((match) => (match.handle as Partial<TitleHandle> | undefined)?.title)
    .filter((candidate): candidate is string => typeof candidate === 'string')
    .at(-1);
}

/** Sets document.title from the deepest matched route that declares a title (mounted once, in the root layout). */
export function useRouteTitle(): void {
  const title = routeTitle(useMatches());
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
