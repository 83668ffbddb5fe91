import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children one at a time, each in a render and commit of its own once the one before is in
 * the page, instead of all of them in their parent's. For what sits below the fold: on a phone the
 * dashboard home's first commit (its DOM, emotion's style rules and every card's effects) was one long
 * task of ~70 ms, ~280 ms at Lighthouse's 4x CPU slowdown, and a task blocks input for all of its length;
 * the cards below the fold now follow it in short tasks of their own. The server renders none of them
 * either, so a prerendered page would hydrate to the same first commit.
 */
export function Staged({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= items.length) return;
    // a new task, so this commit's paint and input come first; a transition, so the render yields too
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, items.length]);
  return <>{items.slice(0, shown)}</>;
}
