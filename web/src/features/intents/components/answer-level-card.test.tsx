import { answerLevel } from '@shared/answer-levels';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { mockApi } from '../test-fixtures';
import { AnswerLevelCard, answerLevelEffect, answerLevelSizeEffect } from './answer-level-card';

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

const slider = () => screen.getByRole('slider', { name: /Answer level/ });
const save = () => screen.getByRole('button', { name: 'Save answer level' });

describe('the answer level card', { timeout: 20_000 }, () => {
  it('says in plain numbers what a position did on the benchmark', () => {
    const l = answerLevel(4);
    expect(answerLevelEffect(4)).toBe(
      `On our benchmark at this setting: ${Math.round(l.answered * 100)} of 100 questions your intents cover get ` +
        `the right answer directly; ${Math.round(l.handedOver * 100)} of 100 questions they don't cover are ` +
        'handed over instead of answered.',
    );
  });

  it('shows answered right, wrong and handed over per tenant size, adding up to 100', () => {
    for (const b of answerLevel(3).bySize) {
      const e = answerLevelSizeEffect(b);
      expect(e.right).toBe(Math.round(b.right * 100));
      expect(e.wrong).toBe(Math.round(b.wrong * 100));
      expect(e.right + e.wrong + e.handedOver).toBe(100);
    }
    expect(answerLevelSizeEffect({ ...answerLevel(3).bySize[0], intents: 10 }).size).toBe('10 intents');
  });

  it('shows the stored position, moves with the keyboard, and saves it', async () => {
    const { calls } = mockApi({
      'GET /api/intents/answer-level': { body: { level: 2 } },
      'PUT /api/intents/answer-level': (call) => ({ body: call.body }),
    });
    renderWithApp(<AnswerLevelCard editable />);
    await screen.findByRole('slider', { name: /Answer level/ });
    expect(slider()).toHaveAttribute('aria-valuetext', 'Cautious (2 of 5)');
    expect(screen.getByTestId('answer-level-effect')).toHaveTextContent(answerLevelEffect(2));
    expect(screen.getByTestId('answer-level-second-domain')).toHaveTextContent(
      `On a 15-intent clinic FAQ whose other questions are off-topic: ${Math.round(answerLevel(2).secondDomain.answered * 100)} of 100`,
    );
    expect(screen.getByText(/Measured on BANKING77, a public dataset/)).toBeInTheDocument();
    const table = screen.getByTestId('answer-level-by-size');
    for (const b of answerLevel(2).bySize) {
      const e = answerLevelSizeEffect(b);
      expect(table).toHaveTextContent(`${e.size}${e.right}${e.wrong}${e.handedOver}`);
    }
    expect(save()).toBeDisabled();

    const user = userEvent.setup();
    act(() => slider().focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Helpful (4 of 5)');
    expect(screen.getByTestId('answer-level-label')).toHaveTextContent('Helpful');
    expect(screen.getByTestId('answer-level-effect')).toHaveTextContent(answerLevelEffect(4));
    await user.click(save());
    expect(await screen.findByText('Answer level saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/intents/answer-level', body: { level: 4 } },
    ]);
    // what the server stored is now the starting point: nothing left to save
    await waitFor(() => expect(save()).toBeDisabled());
    expect(slider()).toHaveAttribute('aria-valuetext', 'Helpful (4 of 5)');
  });

  it("keeps the trainer's choice and says why when the save fails", async () => {
    mockApi({
      'PUT /api/intents/answer-level': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Level must be a whole number from 1 to 5' } },
      },
    });
    renderWithApp(<AnswerLevelCard editable />);
    await screen.findByRole('slider', { name: /Answer level/ });
    const user = userEvent.setup();
    act(() => slider().focus());
    await user.keyboard('{ArrowLeft}');
    await user.click(save());
    expect(await screen.findByText('Answer level not saved')).toBeInTheDocument();
    expect(screen.getByText('Level must be a whole number from 1 to 5')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuetext', 'Cautious (2 of 5)');
    expect(save()).toBeEnabled();
  });

  it('offers Try again when the level cannot be read, and no Save to a role that may not change it', async () => {
    mockApi({ 'GET /api/intents/answer-level': { status: 500, body: { error: { message: 'Internal error' } } } });
    renderWithApp(<AnswerLevelCard editable />);
    expect(await screen.findByText("We couldn't load the answer level. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({});
    renderWithApp(<AnswerLevelCard editable={false} />);
    await screen.findByRole('slider', { name: /Answer level/ });
    expect(screen.queryByRole('button', { name: 'Save answer level' })).toBeNull();
  });
});
