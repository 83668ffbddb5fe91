// The script of a prerendered app page (web/build.ts puts it in place of the app's module script): the
// page paints without JavaScript, so the app's code is requested only once the first frame is on screen
// and does not compete with the page for a slow phone's first paint. A classic script, so it can read
// its own data-entry attribute.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry || !entry.startsWith('/assets/')) return;
  // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(() => import(entry), 0));
})();
