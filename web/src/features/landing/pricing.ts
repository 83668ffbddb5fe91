import { BASIC_PLAN_NAMES, MOST_POPULAR_PLAN, PLAN_SAVINGS_BADGES } from '@shared/constants';
import { formatINR } from '@shared/format';
import type { PublicPlan } from '@shared/schemas/plan';
import { PLAN_DESCRIPTIONS } from './content';

export type PlanCategory = 'basic' | 'main' | 'enterprise';

/** Price 0 is the enterprise (talk to sales) plan; Individual and Mini are basic; the rest are main. */
export function planCategory(plan: Pick<PublicPlan, 'name' | 'priceMonthly'>): PlanCategory {
  if (plan.priceMonthly === 0) return 'enterprise';
  if ((BASIC_PLAN_NAMES as readonly string[]).includes(plan.name)) return 'basic';
  return 'main';
}

export interface PlanDisplay {
  category: PlanCategory;
  priceText: string;
  periodText: string;
  buttonText: string;
  description: string;
  popular: boolean;
  savingsBadge?: string;
}

/** How a plan card reads (spec part 1 §9). */
export function planDisplay(plan: PublicPlan): PlanDisplay {
  const contactSales = plan.priceMonthly === 0;
  return {
    category: planCategory(plan),
    priceText: contactSales ? 'Contact Us' : formatINR(plan.priceMonthly),
    periodText: contactSales ? 'for pricing' : 'per month',
    buttonText: contactSales ? 'Contact Sales' : 'Get Started',
    description:
      PLAN_DESCRIPTIONS[plan.name] ?? `Up to ${plan.conversationsLimit.toLocaleString('en-IN')} conversations a month`,
    popular: plan.name === MOST_POPULAR_PLAN,
    savingsBadge: PLAN_SAVINGS_BADGES[plan.name],
  };
}

export type GroupedPlans = Record<PlanCategory, PublicPlan[]>;

/** Splits the catalogue into the three pricing rows, keeping the server's order inside each. */
export function groupPlans(plans: readonly PublicPlan[]): GroupedPlans {
  const groups: GroupedPlans = { basic: [], main: [], enterprise: [] };
  for (const plan of plans) groups[planCategory(plan)].push(plan);
  return groups;
}
