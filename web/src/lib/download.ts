import { useState } from 'react';
import { notify } from '../components/notify';
import { ApiError, serverErrorText } from './api-client';

/** Downloads a server file (the CSV, a person's data) with the session cookie; answers how many rows it says it has. */
export async function download(
  path: string,
  fallbackName: string,
): Promise<{ rows: number | null; truncated: boolean }> {
  const res = await fetch(path, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  const rows = res.headers.get('x-export-rows');
  return { rows: rows === null ? null : Number(rows), truncated: res.headers.get('x-export-truncated') === 'true' };
}

/**
 * An Export button's behaviour: downloads `path`, then a success toast built from what the server
 * said it sent (`describe`), or the server's error; `exporting` while it runs.
 */
export function useDownload() {
  const [exporting, setExporting] = useState(false);
  const run = async (
    path: string,
    fallbackName: string,
    describe: (r: { rows: number | null; truncated: boolean }) => [title: string, body: string],
  ) => {
    setExporting(true);
    try {
      notify.success(...describe(await download(path, fallbackName)));
    } catch (error) {
      notify.error('Export failed', serverErrorText(error, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
