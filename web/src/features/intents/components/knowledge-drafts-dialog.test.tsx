import type { IntentDraftsResponse } from '@shared/schemas/knowledge-drafts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { makeIntent, mockApi } from '../test-fixtures';
import { KnowledgeDraftsButton } from './knowledge-drafts-button';
import { KnowledgeDraftsDialog } from './knowledge-drafts-dialog';

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

const DRAFTS: IntentDraftsResponse = {
  phrasesBy: 'rules',
  covered: 1,
  remaining: 0,
  drafts: [
    {
      key: 's1:what are your opening hours',
      title: 'What are your opening hours',
      description: 'From "Shop FAQ": What are your opening hours?',
      phrases: ['What are your opening hours?', 'opening hours', 'When are you open?'],
      response: 'We are open 9 am to 7 pm, Monday to Saturday.',
      source: { id: 's1', title: 'Shop FAQ' },
    },
    {
      key: 's2:do you do eye tests on sunday',
      title: 'Do you do eye tests on Sunday',
      description: 'From "example.com": Do you do eye tests on Sunday?',
      phrases: ['Do you do eye tests on Sunday?', 'eye tests on Sunday'],
      response: 'Yes, from 10 am to 2 pm, by appointment.',
      source: { id: 's2', title: 'example.com', url: 'https://example.com/faq' },
    },
  ],
};

const source = (kind: string, extra = {}) => ({
  id: `src-${kind}`,
  kind,
  title: kind,
  status: 'ready',
  progress: { done: 1, total: 1 },
  chunkCount: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

describe('Draft from knowledge', { timeout: 20_000 }, () => {
  it('lists the drafts checked, edits one, and adds the ticked ones as the trainer left them', async () => {
    const { calls } = mockApi({
      'POST /api/knowledge/intent-drafts': { body: DRAFTS },
      'POST /api/knowledge/intent-drafts/accept': (call) => {
        const [first] = (call.body as { intents: { title: string }[] }).intents;
        return {
          status: 201,
          body: { created: [makeIntent({ id: 'n-1', title: first.title })], skipped: [] },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeDraftsDialog open onClose={() => {}} />);
    const rows = await screen.findAllByTestId('knowledge-draft-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText(/more phrases, in your customers’ own words, make the agent better/i)).toBeInTheDocument();
    expect(screen.getByText(/1 question already has an intent/)).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'href',
      'https://example.com/faq',
    );

    // edit the first draft's title and phrases; untick the second
    const title = within(rows[0]).getByLabelText('Title');
    await user.clear(title);
    await user.paste('Opening hours');
    await user.click(within(rows[0]).getByLabelText(/Training phrases/));
    await user.keyboard('{Control>}{End}{/Control}');
    await user.paste('\nare you open on Sunday');
    await user.click(within(rows[1]).getByRole('checkbox'));
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();

    await user.click(screen.getByTestId('knowledge-drafts-accept'));
    await screen.findByText('Added 1 intent: Opening hours.');
    const accepted = calls.find((c) => c.url === '/api/knowledge/intent-drafts/accept');
    expect(accepted?.body).toEqual({
      intents: [
        {
          title: 'Opening hours',
          description: 'From "Shop FAQ": What are your opening hours?',
          phrases: ['What are your opening hours?', 'opening hours', 'When are you open?', 'are you open on Sunday'],
          response: 'We are open 9 am to 7 pm, Monday to Saturday.',
          requiresEscalation: false,
          isActive: true,
        },
      ],
    });
    // the unticked draft stays for later
    expect(screen.getAllByTestId('knowledge-draft-row')).toHaveLength(1);
  });

  it('checks a draft with the intent rules before sending, and shows what the server names', async () => {
    const { calls } = mockApi({
      'POST /api/knowledge/intent-drafts': { body: DRAFTS },
      'POST /api/knowledge/intent-drafts/accept': {
        status: 402,
        body: {
          error: {
            code: 'QUOTA_EXCEEDED',
            message: 'Your plan allows 2 intents: you have 1, so 1 more can be added, not 2.',
            fields: { intents: 'Your plan allows 2 intents' },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeDraftsDialog open onClose={() => {}} />);
    const [first] = await screen.findAllByTestId('knowledge-draft-row');
    await user.clear(within(first).getByLabelText('Response'));
    await user.paste('Yes.');
    await user.click(screen.getByTestId('knowledge-drafts-accept'));
    expect(await within(first).findByText('Response must be at least 10 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);

    await user.click(within(first).getByLabelText('Response'));
    await user.keyboard('{Control>}{End}{/Control}');
    await user.paste(' We open daily.');
    await user.click(screen.getByTestId('knowledge-drafts-accept'));
    expect(await screen.findByRole('alert')).toHaveTextContent('so 1 more can be added, not 2');
    expect(screen.getAllByTestId('knowledge-draft-row')).toHaveLength(2);
  });

  it('says at once which drafted answer the intent rules refuse', async () => {
    const short = { ...DRAFTS.drafts[0], response: 'Yes.' };
    mockApi({ 'POST /api/knowledge/intent-drafts': { body: { ...DRAFTS, drafts: [short, DRAFTS.drafts[1]] } } });
    renderWithApp(<KnowledgeDraftsDialog open onClose={() => {}} />);
    const [first, second] = await screen.findAllByTestId('knowledge-draft-row');
    expect(within(first).getByText('Response must be at least 10 characters')).toBeInTheDocument();
    expect(within(second).queryByText(/must be at least/)).toBeNull();
  });

  it('says when there is nothing to draft', async () => {
    mockApi({
      'POST /api/knowledge/intent-drafts': { body: { drafts: [], phrasesBy: 'rules', covered: 0, remaining: 0 } },
    });
    renderWithApp(<KnowledgeDraftsDialog open onClose={() => {}} />);
    expect(await screen.findByTestId('knowledge-drafts-empty')).toHaveTextContent(/no questions with answers yet/);
    expect(screen.queryByTestId('knowledge-drafts-accept')).toBeNull();
  });

  it('is unavailable, with the reason, until the tenant has Q&A knowledge', async () => {
    mockApi({ 'GET /api/knowledge/sources': { body: { sources: [source('text')] } } });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeDraftsButton />);
    const button = await screen.findByTestId('knowledge-drafts-button');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(/Add an FAQ page, a Q&A CSV file/);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drafts when a Q&A source is ready', async () => {
    mockApi({
      'GET /api/knowledge/sources': { body: { sources: [source('file', { fileName: 'faq.csv' })] } },
      'POST /api/knowledge/intent-drafts': { body: DRAFTS },
    });
    const user = userEvent.setup();
    renderWithApp(<KnowledgeDraftsButton />);
    const button = await screen.findByTestId('knowledge-drafts-button');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    expect(await screen.findAllByTestId('knowledge-draft-row')).toHaveLength(2);
  });
});
