import { notify } from '../components/notify';

/**
 * Puts `text` on the clipboard and says so in a toast; when the browser refuses, a toast asks the user to
 * copy it by hand. Answers whether it was copied.
 */
export async function copyWithToast(
  text: string,
  copied: [title: string, body?: string],
  failed: [title: string, body?: string],
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(...copied);
    return true;
  } catch {
    notify.error(...failed);
    return false;
  }
}
