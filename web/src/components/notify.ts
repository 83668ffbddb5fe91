import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@shared/constants';
import { serverErrorText } from '../lib/api-client';

/**
 * The app's single toast queue (spec part 1 §9): one toast visible at a time, 5 s each.
 * Further toasts wait in the queue rather than stacking over the page.
 */
export const toaster = createToaster({ max: TOAST_LIMIT, placement: 'top-end', duration: TOAST_DURATION_MS });

type ToastType = 'success' | 'error' | 'info';

/**
 * Shows a toast; the newest message wins. With `max: 1` the store would otherwise queue it behind the
 * visible one (for up to 5 s, and ordered by type rather than time), so whatever is showing or queued
 * is removed first; the old toast plays its exit animation while the new one enters.
 */
function show(type: ToastType, title: string, description?: string, id?: string): string {
  toaster.remove();
  // An explicit `id: undefined` would override the store's generated id, so pass it only when given.
  return toaster.create({ type, title, description, ...(id ? { id } : {}) });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  /** A toast that must not be doubled (e.g. from an effect that can run twice). */
  once: (id: string, type: ToastType, title: string, description?: string) => show(type, title, description, id),
};

/**
 * Runs `action` (a request and its success toast); a failure shows `failedTitle` with the server's
 * reason, or `fallback` when it gave none. Resolves once either is shown.
 */
export async function withErrorToast(
  failedTitle: string,
  action: () => Promise<unknown>,
  fallback = 'Please try again.',
): Promise<void> {
  try {
    await action();
  } catch (error) {
    notify.error(failedTitle, serverErrorText(error, fallback));
  }
}
