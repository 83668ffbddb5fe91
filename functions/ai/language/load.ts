/**
 * The language module, imported on first use and kept for the instance. Keep this import dynamic: the
 * Lambda build leaves it out of index.mjs (LAZY_MODULES in infra/build-functions.ts), since eld's n-gram
 * table alone is about 1 MB.
 */
let loading: Promise<typeof import('./index')> | undefined;
export function loadLanguage() {
  if (!loading) {
    loading = import('./index');
    // a failed load is not kept, so the next message tries again; whoever awaits it still sees the error
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
