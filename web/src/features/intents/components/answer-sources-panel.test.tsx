import type { AnswerAnalytics } from '@shared/schemas/answer-analytics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { AnswerSourcesView } from './answer-sources-panel';

const zero = { intent: 0, knowledge: 0, generative: 0, fallback: 0, handedOver: 0 };
const empty: AnswerAnalytics = {
  period: '7d',
  from: '2026-11-21',
  to: '2026-11-27',
  totals: zero,
  days: ['21', '22', '23', '24', '25', '26', '27'].map((d) => ({ day: `2026-11-${d}`, ...zero })),
  unanswered: [],
};

describe('AI analytics: answers by source', () => {
  it('says there is not enough data yet when nothing was counted', () => {
    renderWithApp(<AnswerSourcesView analytics={empty} />);
    expect(within(screen.getByTestId('answer-sources-chart')).getByText('Not enough data yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('unanswered-questions')).getByText('Not enough data yet')).toBeInTheDocument();
  });

  it('shows the totals by source and the unanswered questions, most asked first', () => {
    const today = { day: '2026-11-27', intent: 2, knowledge: 1, generative: 3, fallback: 4, handedOver: 1 };
    const { day: _, ...totals } = today;
    renderWithApp(
      <AnswerSourcesView
        analytics={{
          ...empty,
          totals,
          days: [...empty.days.slice(0, 6), today],
          unanswered: [
            { question: 'Do you treat cats?', count: 4, variants: 2 },
            { question: 'is there a pharmacy nearby', count: 1, variants: 1 },
          ],
        }}
      />,
    );
    const chart = screen.getByTestId('answer-sources-chart');
    expect(within(chart).getByText('Intents: 2')).toBeInTheDocument();
    expect(within(chart).getByText('AI written: 3')).toBeInTheDocument();
    expect(within(chart).getByText('Handed over: 1')).toBeInTheDocument();
    // the chart's figures as a table for screen readers
    expect(within(chart).getByRole('table', { name: 'Answers by source per day' })).toBeInTheDocument();
    const items = within(screen.getByTestId('unanswered-questions')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Do you treat cats? · 2 wordings4 times',
      'is there a pharmacy nearby1 time',
    ]);
  });
});
