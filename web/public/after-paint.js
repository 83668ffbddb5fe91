// The script of a prerendered app page (web/build.ts puts it in place of the app's module script): the
// page paints without JavaScript, so the app's code is requested only once the first frame is on screen
// and does not compete with the page for a slow phone's first paint. A classic script, so it can read
// its own data-entry attribute.
// With data-preload (the dashboard's frame) it also asks for the entry's imports at the same moment, as
// the <link rel="modulepreload"> tags of app.html would, so they load side by side with the entry.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!script || !entry?.startsWith('/assets/')) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter((href) => href.startsWith('/assets/'));
  // A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preloads) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }, 0),
  );
})();
