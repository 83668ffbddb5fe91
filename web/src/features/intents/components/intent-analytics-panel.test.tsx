import type { IntentAnalytics } from '@shared/schemas/intent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { AnalyticsView } from './intent-analytics-panel';

const unmatched = (title: string, i: number) => ({ intentId: `i${i}`, title, matchCount: 0, avgConfidence: 0 });

const noMatchesYet: IntentAnalytics = {
  totalIntents: 3,
  activeIntents: 3,
  overallPerformance: { avgConfidence: 0, totalMatches: 0 },
  topPerforming: [],
  needsAttention: ['Opening hours', 'Refund request', 'Book a visit'].map(unmatched),
  needsAttentionCount: 3,
};

describe('AI analytics: Needs Attention', () => {
  it('lists the intents it counts even before anything matched, each with a way to train it', async () => {
    const onOpenIntent = vi.fn();
    renderWithApp(<AnalyticsView analytics={noMatchesYet} onOpenIntent={onOpenIntent} />);
    expect(within(screen.getByRole('region', { name: 'Needs Attention' })).getByText('3')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Intents Needing Attention' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Opening hours'),
      expect.stringContaining('Refund request'),
      expect.stringContaining('Book a visit'),
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Train Refund request' }));
    expect(onOpenIntent).toHaveBeenCalledWith(expect.objectContaining({ intentId: 'i1', title: 'Refund request' }));
  });

  it('counts every intent needing attention while listing the weakest few, and says so', () => {
    const many = { ...noMatchesYet, needsAttentionCount: 8 };
    renderWithApp(<AnalyticsView analytics={many} />);
    expect(within(screen.getByRole('region', { name: 'Needs Attention' })).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('The 3 weakest of 8')).toBeInTheDocument();
  });
});
