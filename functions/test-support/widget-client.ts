/** A call to the public widget API as a customer's site makes it: another Origin, no cookies, Bearer token. */
export async function widgetRequest(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  origin = 'https://shop.example',
  // biome-ignore lint/suspicious/noExplicitAny: tests and benches read whatever the route answered
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}
