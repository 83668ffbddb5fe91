import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DESKTOP, MOBILE, signIn, waitForPlans } from './helpers';

interface AuditedPage {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Who signs in (default the business owner). */
  account?: string;
  ready: (page: Page) => Promise<void>;
}

const PAGES: AuditedPage[] = [
  { name: 'landing', path: '/', ready: waitForPlans },
  {
    name: 'login',
    path: '/login',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  },
  {
    name: 'signup',
    path: '/signup?plan=plan-starter',
    ready: (page) => expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible(),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    ready: (page) => expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible(),
  },
  {
    name: 'embed widget',
    path: '/dashboard/widget',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Embed code' })).toBeVisible(),
  },
  {
    name: 'AI chat test',
    path: '/ccai-test',
    signedIn: true,
    ready: (page) => expect(page.getByText('Not configured').first()).toBeVisible(),
  },
  {
    name: 'agent portal',
    path: '/agent-portal',
    signedIn: true,
    account: 'agent@demo.parley.app',
    ready: (page) => expect(page.getByRole('heading', { name: 'Agent Portal', level: 1 })).toBeVisible(),
  },
  {
    name: 'conversations monitor',
    path: '/dashboard/conversations',
    signedIn: true,
    ready: (page) => expect(page.getByText('demo-whitening-4f2a')).toBeVisible(),
  },
  {
    name: 'leads',
    path: '/dashboard/leads',
    signedIn: true,
    ready: (page) => expect(page.getByRole('region', { name: 'Leads table' })).toBeVisible(),
  },
  {
    name: 'CRM analytics',
    path: '/dashboard/crm-analytics',
    signedIn: true,
    ready: (page) => expect(page.locator('.recharts-surface').first()).toBeVisible(),
  },
  {
    name: 'predictive analytics',
    path: '/dashboard/predictive-analytics',
    signedIn: true,
    ready: (page) => expect(page.getByRole('region', { name: 'High-value leads' })).toBeVisible(),
  },
  {
    name: 'human agents',
    path: '/dashboard/human-agents',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Human Agents', level: 1 })).toBeVisible(),
  },
  {
    // an invitation link that is not (or no longer) valid: the page an agent meets, not an error page
    name: 'invitation link',
    path: `/invite/${'x'.repeat(43)}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Invitation not found', level: 1 })).toBeVisible(),
  },
  {
    name: 'lead capture settings',
    path: '/dashboard/lead-capture',
    signedIn: true,
    ready: (page) => expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible(),
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible(),
  },
  {
    name: 'cookies',
    path: '/cookies',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible(),
  },
  {
    name: 'screen closed to the role',
    path: '/dashboard/intents',
    signedIn: true,
    account: 'agent@demo.parley.app',
    ready: (page) => expect(page.getByText('Not available to your role')).toBeVisible(),
  },
  {
    name: 'AI webpages',
    path: '/dashboard/ai-webpage',
    signedIn: true,
    ready: (page) => expect(page.getByRole('region', { name: 'Total Visits' })).toBeVisible(),
  },
  {
    name: 'AI webpage wizard',
    path: '/dashboard/ai-webpage/create',
    signedIn: true,
    ready: (page) => expect(page.getByRole('radio', { name: /^Restaurant/ })).toBeAttached(),
  },
  {
    name: 'unpublished page',
    path: '/page/not-published',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'This page is not published' })).toBeVisible(),
  },
  {
    name: '404',
    path: '/does-not-exist',
    ready: (page) => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(),
  },
];

async function audit(browser: Browser, target: AuditedPage, viewport: { width: number; height: number }) {
  // axe needs a page from its own browser context (DESIGN §9).
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    if (target.signedIn) {
      await signIn(page, target.account ?? DEMO_ACCOUNTS[0].email);
      await expect(page).toHaveURL(/\/(dashboard|agent-portal)$/);
    }
    await page.goto(target.path);
    await target.ready(page);
    // Prerendered forms are disabled (their fieldset) until hydrated. WCAG exempts inactive controls from
    // contrast, but axe does not see a fieldset's disabled state on the controls inside: audit the live page.
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    // Only violations are needed; skipping passes/incomplete keeps a scan of the long landing page quick.
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe)', () => {
  for (const target of PAGES) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      test(`${target.name} (${width}) has no serious or critical violations`, async ({ browser }) => {
        expect(await audit(browser, target, viewport)).toEqual([]);
      });
    }
  }
});

/**
 * The loading spinner (web/src/components/page-spinner.tsx), looked at in the dashboard's frame as the build
 * wrote it, without scripts ("Loading dashboard..."). A wait shorter than its delay shows only the label;
 * after it the spinner fades in and turns. A visitor who asked for reduced motion gets no endless spinning:
 * Chakra animates whatever the preference, and the theme's global CSS (web/src/app/theme-config.ts) stops it.
 */
test.describe('the loading spinner', () => {
  async function frameSpinner(
    browser: Browser,
    baseURL: string | undefined,
    reducedMotion: 'reduce' | 'no-preference',
  ) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, reducedMotion });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const spinner = page.locator('.chakra-spinner').first();
    await expect(spinner).toBeAttached();
    return { context, spinner };
  }

  test('shows only after a moment, then turns', async ({ browser, baseURL }) => {
    const { context, spinner } = await frameSpinner(browser, baseURL, 'no-preference');
    try {
      // the page's clock is held still at a chosen time since the spinner appeared
      const at = (ms: number) =>
        spinner.evaluate((el, time) => {
          for (const animation of el.getAnimations()) {
            animation.pause();
            animation.currentTime = time;
          }
          const style = getComputedStyle(el);
          return { opacity: Number(style.opacity), transform: style.transform };
        }, ms);
      expect((await at(400)).opacity).toBe(0);
      const shown = await at(1_100);
      expect(shown.opacity).toBe(1);
      expect(shown.transform).not.toBe('none'); // part-way round
      expect(await spinner.evaluate((el) => getComputedStyle(el).animationIterationCount)).toContain('infinite');
    } finally {
      await context.close();
    }
  });

  test('a visitor who asked for reduced motion gets no endless spinning', async ({ browser, baseURL }) => {
    const { context, spinner } = await frameSpinner(browser, baseURL, 'reduce');
    try {
      expect(await spinner.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('1');
    } finally {
      await context.close();
    }
  });
});
