/**
 * index.html's only script. The page is prerendered with its CSS, so it paints without JavaScript; the
 * code that hydrates it (React, the design system, the components) is requested once the first frame is
 * on screen, so on a slow phone it does not compete with the page for the first paint.
 *
 * Evaluating the code, creating the design system and hydrating are kept in separate tasks, so none of
 * them blocks a phone's main thread for long.
 */
const afterFirstPaint = () =>
  // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void afterFirstPaint().then(async () => {
  const system = import('./app/landing-system');
  const { hydrateLanding } = await import('./landing-hydrate');
  const { landingSystem } = await system;
  await nextTask();
  const built = landingSystem();
  await nextTask();
  hydrateLanding(built);
});
