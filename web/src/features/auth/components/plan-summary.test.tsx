// @vitest-environment-options {"url": "https://parley.example/signup?plan=plan-starter"}
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { ENCRYPTED_NOTE, PlanSummary } from './plan-summary';

const plan = {
  id: 'plan-starter',
  name: 'Starter',
  priceMonthly: 249_900,
  conversationsLimit: 1000,
  features: ['Email support'],
};

describe('PlanSummary over https', () => {
  it('says the details travel encrypted when the page was served over https', () => {
    expect(window.location.protocol).toBe('https:');
    renderWithApp(<PlanSummary plan={plan as never} />);
    expect(screen.getByText(ENCRYPTED_NOTE)).toBeInTheDocument();
  });
});
