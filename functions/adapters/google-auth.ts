import { createSign } from 'node:crypto';
import * as z from 'zod';
import { upstreamSignal } from '../base/deadline';

/**
 * OAuth 2.0 for a Google service account (JWT bearer grant, RFC 7523), done with node:crypto so the
 * Lambda does not carry the googleapis SDK. The token URI comes from the credentials file itself.
 */
export const serviceAccountSchema = z.object({
  client_email: z.string().email(),
  private_key: z.string().min(1),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
  project_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export function parseServiceAccount(json: string): ServiceAccount | null {
  try {
    const r = serviceAccountSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

export async function accessToken(
  sa: ServiceAccount,
  scope = 'https://www.googleapis.com/auth/cloud-platform',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(JSON.stringify({ iss: sa.client_email, scope, aud: sa.token_uri, iat: now, exp: now + 3600 }));
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(sa.private_key).toString('base64url');
  const res = await fetch(sa.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${header}.${claims}.${signature}`,
    }),
    signal: upstreamSignal(10_000), // the token endpoint's cap, or less when the request has less left
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('token endpoint returned no access_token');
  return body.access_token;
}
