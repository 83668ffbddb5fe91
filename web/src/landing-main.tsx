/**
 * index.html's only script. The page is prerendered with its CSS, so it paints without JavaScript; the
 * code that hydrates it (landing-hydrate.tsx, React and the design system) is requested once the first
 * frame is on screen, so on a slow phone it does not compete with the page for the first paint.
 */
function afterFirstPaint(): Promise<void> {
  // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./landing-hydrate'));
