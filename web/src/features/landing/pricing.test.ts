import type { PublicPlan } from '@shared/schemas/plan';
import { describe, expect, it } from 'vitest';
import { signupPathFor } from '../../lib/api/plans';
import { groupPlans, planCategory, planDisplay } from './pricing';

const plan = (name: string, priceMonthly: number): PublicPlan => ({
  id: `plan-${name.toLowerCase()}`,
  name,
  priceMonthly,
  conversationsLimit: 1000,
  features: [],
});

const CATALOGUE = [
  plan('Individual', 49900),
  plan('Mini', 99900),
  plan('Starter', 249900),
  plan('Growth', 499900),
  plan('Business', 999900),
  plan('Professional', 1999900),
  plan('Enterprise', 0),
];

describe('pricing', () => {
  it('groups plans into basic, main and enterprise rows, keeping the server order', () => {
    const groups = groupPlans(CATALOGUE);
    expect(groups.basic.map((p) => p.name)).toEqual(['Individual', 'Mini']);
    expect(groups.main.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Business', 'Professional']);
    expect(groups.enterprise.map((p) => p.name)).toEqual(['Enterprise']);
  });

  it('puts any price-0 plan in the enterprise row, even a basic name', () => {
    expect(planCategory({ name: 'Mini', priceMonthly: 0 })).toBe('enterprise');
  });

  it('shows rupees with thousands separators per month and a Get Started button', () => {
    expect(planDisplay(plan('Starter', 249900))).toMatchObject({
      priceText: '₹2,499',
      periodText: 'per month',
      buttonText: 'Get Started',
      popular: true,
      savingsBadge: undefined,
    });
    expect(planDisplay(plan('Professional', 1999900)).priceText).toBe('₹19,999');
  });

  it('marks only Starter as Most Popular, Growth "Save 20%" and Business "Save 30%"', () => {
    const displays = Object.fromEntries(CATALOGUE.map((p) => [p.name, planDisplay(p)]));
    expect(Object.keys(displays).filter((name) => displays[name].popular)).toEqual(['Starter']);
    expect(displays.Growth.savingsBadge).toBe('Save 20%');
    expect(displays.Business.savingsBadge).toBe('Save 30%');
    expect(displays.Mini.savingsBadge).toBeUndefined();
  });

  it('shows a price of 0 as Contact Us / for pricing with a Contact Sales button', () => {
    expect(planDisplay(plan('Enterprise', 0))).toMatchObject({
      priceText: 'Contact Us',
      periodText: 'for pricing',
      buttonText: 'Contact Sales',
      category: 'enterprise',
    });
  });

  it('links paid plans to signup with the plan id', () => {
    expect(signupPathFor('plan-starter')).toBe('/signup?plan=plan-starter');
  });
});
