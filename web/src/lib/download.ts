import { ApiError } from './api-client';

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
