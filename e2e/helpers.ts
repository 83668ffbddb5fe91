import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { codeMailedAfter } from '../functions/test-support/mailed-code';

export const DEMO_PASSWORD = 'Parley@2026';

export const DEMO_ACCOUNTS = [
  { role: 'business_owner', email: 'owner@demo.parley.app', home: '/dashboard' },
  { role: 'ai_trainer', email: 'trainer@demo.parley.app', home: '/dashboard' },
  { role: 'human_agent', email: 'agent@demo.parley.app', home: '/agent-portal' },
  { role: 'admin', email: 'admin@parley.app', home: '/admin' },
] as const;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** A never-used address, so reruns against the same server do not collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.parley.test`;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The visible toast with this text (toasts live in a portal at the top end of the page). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** A screenshot saved as a test artefact under test-results/ and attached to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Waits until the landing page's pricing cards have loaded from the API. */
export async function waitForPlans(page: Page): Promise<void> {
  await expect(page.getByTestId('plan-card-plan-starter')).toBeVisible();
}

/** A customer's website on a second local origin (a free port), serving one page. */
export async function serve(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * A business signs up through the real API (the page's cookies then hold the owner's session): a fresh
 * tenant for a spec that must not share the demo tenant with the others on the server.
 */
export async function registerBusiness(
  page: Page,
  baseURL: string,
  who: { firstName: string; lastName: string; companyName: string; emailPrefix: string; planId?: string },
): Promise<string> {
  const email = uniqueEmail(who.emailPrefix);
  const signup = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL },
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      email,
      password: 'Sup3rSecret!',
      confirmPassword: 'Sup3rSecret!',
      companyName: who.companyName,
      phone: '+91 98450 67890',
      industry: 'Retail',
      planId: who.planId ?? 'plan-starter',
    },
  });
  if (signup.status() !== 201) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  // the owner verifies the address with the code Cognito mailed (issue 31), as a real owner would: the
  // specs that use this act as a verified owner (adding agents needs it; no banner over their screens)
  const verified = await page.request.post('/api/auth/email/verify', {
    headers: { origin: baseURL },
    // a new address: the sign-up's code is its first mail
    data: { code: await codeMailedAfter(email, 0) },
  });
  if (verified.status() !== 200) throw new Error(`verification failed: ${verified.status()} ${await verified.text()}`);
  return email;
}
