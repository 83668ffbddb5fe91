// The script of a prerendered app page (web/build.ts puts it in place of the app's module script): the
// page paints without JavaScript, so the app's code is requested only once the first frame is on screen
// and does not compete with the page for a slow phone's first paint. A classic script, so it can read
// its own data-entry attribute.
// With data-preload (every prerendered page of the SPA) it also asks for the entry's imports, the app's
// startup parts and, on the dashboard's frame, the screen's route chunks, as <link rel="modulepreload"> tags would, so they load side by side with the entry. Inserting a
// link costs the main thread about a millisecond on a phone: a few go per task, so no task grows long
// (Vite's own preload helper, which inserted the route chunks' links, then finds them in place).
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry?.startsWith('/assets/')) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter((href) => href.startsWith('/assets/'));
  const PER_TASK = 8;
  const preloadSome = (from) => {
    for (const href of preloads.slice(from, from + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    if (from + PER_TASK < preloads.length) setTimeout(() => preloadSome(from + PER_TASK), 0);
  };
  // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
  requestAnimationFrame(() =>
    setTimeout(() => {
      import(entry);
      preloadSome(0);
    }, 0),
  );
})();
