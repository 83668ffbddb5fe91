import type { IntentAnalytics } from '@shared/schemas/intent';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { ccaiHealth, makeIntent, mockApi, sessionUser } from '../test-fixtures';
import { IntentsPage } from './intents-page';

const INTENTS = [
  makeIntent({
    id: 'i-1',
    title: 'Book an appointment',
    description: 'Customer wants to schedule a visit',
    phrases: ['book', 'appointment please', 'schedule', 'visit', 'see the doctor'],
  }),
  makeIntent({
    id: 'i-2',
    title: 'Opening hours',
    description: 'When the clinic is OPEN',
    phrases: ['hours?'],
    category: undefined,
    requiresEscalation: true,
    isActive: false,
  }),
];

const ANALYTICS: IntentAnalytics = {
  totalIntents: 5,
  activeIntents: 4,
  overallPerformance: { avgConfidence: 0.8234, totalMatches: 42 },
  topPerforming: Array.from({ length: 6 }, (_, i) => ({
    intentId: `t-${i}`,
    title: `Top ${i + 1}`,
    matchCount: 20 - i,
    avgConfidence: 0.9 - i / 100,
  })),
  needsAttention: [{ intentId: 'n-1', title: 'Weak one', category: 'pricing', matchCount: 3, avgConfidence: 0.456 }],
  needsAttentionCount: 1,
};

afterEach(() => {
  act(() => void toaster.remove());
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('AI Training Center', { timeout: 20_000 }, () => {
  it("shows 'Loading intents...' and then every page of intents", async () => {
    const { calls } = mockApi({
      'GET /api/intents': { body: { intents: [INTENTS[0]], nextCursor: 'abc/1' } },
      'GET /api/intents?cursor=abc%2F1': { body: { intents: [INTENTS[1]], nextCursor: null } },
    });
    renderWithApp(<IntentsPage />);
    expect(screen.getByText('Loading intents...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.map((c) => c.url).filter((url) => /^\/api\/intents(\?|$)/.test(url))).toEqual([
      '/api/intents',
      '/api/intents?cursor=abc%2F1',
    ]);
    // Analytics are not read while their tab is hidden.
    expect(calls.some((c) => c.url.includes('analytics'))).toBe(false);
  });

  it("shows the first 3 phrases, '+N more', badges, response and updated date", async () => {
    mockApi({ 'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } } });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    const book = within(card('Book an appointment'));
    const phrases = book.getByRole('list', { name: 'Training phrases of Book an appointment' });
    expect(
      within(phrases)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['book', 'appointment please', 'schedule', '+2 more']);
    expect(book.getByText('appointments')).toBeInTheDocument();
    expect(book.queryByText('Escalation')).toBeNull();
    expect(book.getByText('Sure! Which day suits you best?')).toBeInTheDocument();
    expect(book.getByText('5 Mar 2026')).toBeInTheDocument();

    const hours = within(card('Opening hours'));
    expect(hours.getByText('Escalation')).toBeInTheDocument();
    expect(hours.queryByText(/more$/)).toBeNull();
    // Sync is offered only for an active intent.
    expect(await hours.findByRole('button', { name: 'Sync Opening hours to AI' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(book.getByRole('button', { name: 'Sync Book an appointment to AI' })).not.toHaveAttribute('aria-disabled');
  });

  it('offers no Dialogflow sync until the platform has configured it, and says why', async () => {
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'GET /api/ccai/health': { body: ccaiHealth(false) },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    expect(await screen.findByText(/becomes available once the platform sets up Dialogflow/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync to AI' })).toBeNull();
    expect(within(card('Book an appointment')).queryByRole('button', { name: /^Sync/ })).toBeNull();
    // the other actions stay
    expect(screen.getByRole('button', { name: /AI Optimize/ })).toBeInTheDocument();
  });

  it('filters by title or description, case-insensitive, with an empty state', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } } });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    const search = screen.getByRole('searchbox', { name: 'Search intents' });

    await user.type(search, 'CLINIC is open');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Opening hours')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'BOOK');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Book an appointment')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzqx');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No intents found')).toBeInTheDocument();
    expect(screen.getByText('No intents match "zzqx"')).toBeInTheDocument();
  });

  it("shows 'No intents yet' with a Create First Intent button that opens the Add dialog", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/intents': { body: { intents: [], nextCursor: null } } });
    renderWithApp(<IntentsPage />);
    expect(await screen.findByText('No intents yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sync to AI' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create First Intent' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Intent' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and reads the list again', async () => {
    const user = userEvent.setup();
    let list = INTENTS;
    const { calls } = mockApi({
      'GET /api/intents': () => ({ body: { intents: list, nextCursor: null } }),
      'DELETE /api/intents/i-2': () => {
        list = [INTENTS[0]];
        return { status: 204 };
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Opening hours' });
    await user.click(screen.getByRole('button', { name: 'Delete Opening hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete intent' });
    expect(
      within(dialog).getByText('Are you sure you want to delete "Opening hours"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Opening hours' })).toBeNull());
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/intents')).toHaveLength(2);
    expect(await screen.findByText('Intent deleted')).toBeInTheDocument();
  });

  it("shows 'Failed to delete intent' when the delete fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'DELETE /api/intents/i-1': { status: 500, body: { error: { message: 'Internal error' } } },
    });
    renderWithApp(<IntentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Book an appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete intent')).toBeInTheDocument();
  });

  it("shows 'Enhancing...' on that intent only, then its suggestions to review; only the ticked ones are added", async () => {
    const user = userEvent.setup();
    let finish: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const suggested = [
      'Can you help me book a visit?',
      'Is it possible to see the doctor?',
      'I want to make an appointment',
    ];
    const { calls } = mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/i-1/enhance': async () => {
        await gate;
        return { body: { enhancedPhrases: suggested, provider: 'local' } };
      },
      'POST /api/intents/i-1/phrases': ({ body }) => ({
        body: { addedPhrases: (body as { phrases: string[] }).phrases, intent: INTENTS[0] },
      }),
    });
    renderWithApp(<IntentsPage />);
    await user.click(await screen.findByRole('button', { name: 'AI Enhance Book an appointment' }));
    // the cards stay in the page behind the review dialog (hidden from the accessibility tree meanwhile)
    const behind = (title: string) => within(screen.getByRole('article', { name: title, hidden: true }));
    expect(behind('Book an appointment').getByText('Enhancing...')).toBeInTheDocument();
    expect(behind('Opening hours').getByText('AI Enhance')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Suggested training phrases' });
    expect(within(dialog).getByText('Writing suggestions...')).toBeInTheDocument();
    finish?.();

    const list = await within(dialog).findByRole('group', { name: 'Suggested phrases for Book an appointment' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(behind('Book an appointment').getByText('AI Enhance')).toBeInTheDocument();
    // nothing is saved before the trainer adds
    expect(calls.filter((c) => c.method !== 'GET' && !c.url.endsWith('/enhance'))).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Select none' }));
    expect(within(list).getByRole('button', { name: 'Add 0 phrases' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Select all' }));
    await user.click(within(list).getByRole('checkbox', { name: suggested[1] }));
    await user.click(within(list).getByRole('button', { name: 'Add 2 phrases' }));
    expect(await screen.findByText('Added 2 training phrases to "Book an appointment".')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/intents/i-1/phrases')?.body).toEqual({
      phrases: [suggested[0], suggested[2]],
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggested training phrases' })).toBeNull());
  });

  it('says so when AI Enhance has nothing new to suggest', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/i-2/enhance': { body: { enhancedPhrases: [], provider: 'local' } },
    });
    renderWithApp(<IntentsPage />);
    await user.click(await screen.findByRole('button', { name: 'AI Enhance Opening hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested training phrases' });
    expect(await within(dialog).findByText('No new phrases to suggest')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it("shows 'Sync failed' with the spec's detail and the server's reason", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/sync-dialogflow': {
        status: 409,
        body: { error: { message: 'Dialogflow CX is not configured' } },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    await user.click(await screen.findByRole('button', { name: 'Sync to AI' }));
    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to sync intents to Dialogflow CX: Dialogflow CX is not configured'),
    ).toBeInTheDocument();
  });

  describe('Sync to AI runs as a queued job', () => {
    const job = (over: Record<string, unknown>) => ({
      id: 'job-1',
      status: 'running',
      total: 2,
      syncedCount: 0,
      failedCount: 0,
      failures: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...over,
    });

    it('shows a progress bar while the job runs, polling it, then the toast', async () => {
      const user = userEvent.setup();
      const progress = [job({ syncedCount: 1 }), job({ status: 'done', syncedCount: 2 })];
      const { calls } = mockApi({
        'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
        'POST /api/intents/sync-dialogflow': { status: 202, body: job({ status: 'queued' }) },
        'GET /api/intents/sync-dialogflow/job-1': async () => ({
          body: progress.shift() ?? job({ status: 'done', syncedCount: 2 }),
        }),
      });
      renderWithApp(<IntentsPage />);
      await screen.findByRole('article', { name: 'Book an appointment' });
      await user.click(await screen.findByRole('button', { name: 'Sync to AI' }));
      const bar = await screen.findByRole('progressbar', { name: 'Syncing intents to Dialogflow CX: 1 of 2' });
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      expect(await screen.findByText('Synced 2 intents to Dialogflow CX.', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Intents synced')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url === '/api/intents/sync-dialogflow/job-1').length).toBe(2);
    });

    it("ends with 'Sync failed' naming an intent Dialogflow refused", async () => {
      const user = userEvent.setup();
      mockApi({
        'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
        'POST /api/intents/sync-dialogflow': { status: 202, body: job({ status: 'queued' }) },
        'GET /api/intents/sync-dialogflow/job-1': {
          body: job({
            status: 'done',
            syncedCount: 1,
            failedCount: 1,
            failures: [
              { intentId: 'i-1', title: 'Book an appointment', message: 'Dialogflow CX rejected the sync (HTTP 500)' },
            ],
          }),
        },
      });
      renderWithApp(<IntentsPage />);
      await screen.findByRole('article', { name: 'Book an appointment' });
      await user.click(await screen.findByRole('button', { name: 'Sync to AI' }));
      expect(await screen.findByText('Sync failed')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Failed to sync intents to Dialogflow CX: 1 of 2 intents not synced, "Book an appointment": Dialogflow CX rejected the sync (HTTP 500)',
        ),
      ).toBeInTheDocument();
    });
  });

  it('shows AI Optimize suggestions and opens the Add dialog prefilled from one', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/optimize-training': {
        body: {
          newIntentSuggestions: [
            {
              title: 'Parking',
              description: 'Where visitors can park',
              phrases: ['where can I park'],
              suggestedResponse: '',
              frequency: 3,
            },
          ],
          existingIntentImprovements: [],
          provider: 'local',
          missedIntentCount: 3,
        },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    await user.click(screen.getByRole('button', { name: 'AI Optimize' }));
    const results = await screen.findByRole('dialog', { name: 'AI Optimization Suggestions' });
    expect(within(results).getByText('Asked 3 times')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Create intent Parking' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Intent' });
    expect(within(form).getByRole('textbox', { name: /Intent Title/ })).toHaveValue('Parking');
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue('Where visitors can park');
    expect(within(form).getByRole('textbox', { name: 'Training phrase 1' })).toHaveValue('where can I park');
    expect(within(form).getByRole('textbox', { name: /AI Response/ })).toHaveValue('');
  });

  it('shows a long missed question cut with an ellipsis, whole in its title and on "Show all"', async () => {
    const user = userEvent.setup();
    const long = `Hello, ${'I would like to know more about your services and prices '.repeat(33)}thanks`.slice(
      0,
      2000,
    );
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/optimize-training': {
        body: {
          newIntentSuggestions: [],
          existingIntentImprovements: [],
          provider: 'local',
          missedIntentCount: 2,
          missedQuestions: [
            { userQuery: long, frequency: 1 },
            { userQuery: 'do you sell gift cards', frequency: 2 },
          ],
        },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    await user.click(screen.getByRole('button', { name: 'AI Optimize' }));
    const results = await screen.findByRole('dialog', { name: 'AI Optimization Suggestions' });
    const section = within(results).getByRole('region', { name: 'Questions the agent could not answer (2)' });
    const items = within(section).getAllByRole('listitem');
    const shown = items[0].querySelector('span[title]');
    expect(shown?.getAttribute('title')).toBe(long);
    expect(shown?.textContent?.length).toBeLessThanOrEqual(200);
    expect(shown?.textContent).toMatch(/…”$/);
    expect(items[1]).toHaveTextContent('“do you sell gift cards” asked 2 times');
    expect(within(items[1]).queryByRole('button')).toBeNull();
    await user.click(within(items[0]).getByRole('button', { name: 'Show all' }));
    expect(items[0]).toHaveTextContent(long);
    expect(within(items[0]).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it("'Add phrases' sends only the suggested phrases to the server's append, never a whole-intent PUT", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/optimize-training': {
        body: {
          newIntentSuggestions: [],
          existingIntentImprovements: [
            {
              intentId: 'i-2',
              title: 'Opening hours',
              reason: 'Few phrases',
              suggestedPhrases: ['HOURS?', 'open on sunday?'],
            },
          ],
          provider: 'local',
          missedIntentCount: 0,
        },
      },
      'POST /api/intents/i-2/phrases': {
        body: { addedPhrases: ['open on sunday?'], intent: { ...INTENTS[1], phrases: ['hours?', 'open on sunday?'] } },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Opening hours' });
    await user.click(screen.getByRole('button', { name: 'AI Optimize' }));
    const results = await screen.findByRole('dialog', { name: 'AI Optimization Suggestions' });
    const list = within(results).getByRole('group', { name: 'Suggested phrases for Opening hours' });
    await user.click(within(list).getByRole('button', { name: 'Add 2 phrases' }));
    expect(await within(list).findByRole('button', { name: 'Phrases added' })).toBeDisabled();
    // the screen's copy of the intent may be stale: a PUT built from it would undo others' changes
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(calls.find((c) => c.url === '/api/intents/i-2/phrases')?.body).toEqual({
      phrases: ['HOURS?', 'open on sunday?'],
    });
    expect(await screen.findByText('Added 1 training phrase to "Opening hours".')).toBeInTheDocument();
  });

  it("says 'No suggestions right now' when AI Optimize finds nothing", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'POST /api/intents/optimize-training': {
        body: { newIntentSuggestions: [], existingIntentImprovements: [], provider: 'local', missedIntentCount: 0 },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    await user.click(screen.getByRole('button', { name: 'AI Optimize' }));
    const results = await screen.findByRole('dialog', { name: 'AI Optimization Suggestions' });
    expect(within(results).getByText('No suggestions right now')).toBeInTheDocument();
  });
});

describe('what each role is offered', { timeout: 20_000 }, () => {
  it('offers no button whose API would refuse the role (a human agent gets none)', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: sessionUser('human_agent') } },
      'GET /api/intents': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Forbidden' } } },
    });
    renderWithApp(<IntentsPage />);
    expect(await screen.findByText("Your role can't manage intents.")).toBeInTheDocument();
    for (const name of ['Add Intent', 'AI Optimize', 'Sync to AI']) {
      expect(screen.queryByRole('button', { name: new RegExp(name) })).not.toBeInTheDocument();
    }
  });

  it.each(['ai_trainer', 'business_owner'] as const)('offers every action to the %s', async (role) => {
    mockApi({
      'GET /api/auth/me': { body: { user: sessionUser(role) } },
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
    });
    renderWithApp(<IntentsPage />);
    const book = await screen.findByRole('article', { name: 'Book an appointment' });
    for (const name of ['Add Intent', 'AI Optimize', 'Sync to AI']) {
      expect(await screen.findByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
    for (const name of ['AI Enhance', 'Edit', 'Delete']) {
      expect(within(book).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    }
  });
});

describe('AI Analytics tab', { timeout: 20_000 }, () => {
  it('reads analytics only when opened and shows rounded percentages and at most 5 entries', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'GET /api/intents/analytics': async () => {
        await gate;
        return { body: ANALYTICS };
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    expect(calls.some((c) => c.url === '/api/intents/analytics')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'AI Analytics' }));
    expect(await screen.findByText('Loading AI analytics...')).toBeInTheDocument();
    release();
    const matchRate = await screen.findByRole('region', { name: 'Match Rate' });
    expect(within(matchRate).getByText('82%')).toBeInTheDocument();
    expect(within(matchRate).getByText(/42 matches/)).toBeInTheDocument();
    const performance = screen.getByRole('region', { name: 'Performance' });
    expect(within(performance).getByText('5')).toBeInTheDocument();
    expect(within(performance).getByText(/4 active/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Needs Attention' })).getByText('1')).toBeInTheDocument();

    const top = screen.getByRole('region', { name: 'Top Performing Intents' });
    const ranked = within(top).getAllByRole('listitem');
    expect(ranked).toHaveLength(5);
    expect(ranked[0]).toHaveTextContent('1. Top 1');
    expect(ranked[0]).toHaveTextContent('20 matches');
    expect(ranked[0]).toHaveTextContent('90% confidence');
    const attention = screen.getByRole('region', { name: 'Intents Needing Attention' });
    expect(within(attention).getByText('46% confidence')).toBeInTheDocument();
    expect(screen.getAllByTestId('match-bar')).toHaveLength(5);
    expect(screen.queryByText('No Analytics Data')).toBeNull();
  });

  it("shows 'No Analytics Data' when nothing has been matched yet", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } },
      'GET /api/intents/analytics': {
        body: {
          totalIntents: 2,
          activeIntents: 1,
          overallPerformance: { avgConfidence: 0, totalMatches: 0 },
          topPerforming: [],
          needsAttention: [],
          needsAttentionCount: 0,
        },
      },
    });
    renderWithApp(<IntentsPage />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    await user.click(screen.getByRole('tab', { name: 'AI Analytics' }));
    expect(await screen.findByText('No Analytics Data')).toBeInTheDocument();
    expect(
      screen.getByText('Analytics will appear once you have conversations and intent matches'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Match Rate' })).getByText('0%')).toBeInTheDocument();
  });

  it('shows the Knowledge tab it is given (the route passes it in) and opens it from ?tab=knowledge', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } } });
    renderWithApp(<IntentsPage knowledge={<p>knowledge content</p>} />);
    await screen.findByRole('article', { name: 'Book an appointment' });
    expect(screen.queryByText('knowledge content')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Knowledge' }));
    expect(await screen.findByText('knowledge content')).toBeInTheDocument();
  });

  it('has no Knowledge tab without its content', async () => {
    mockApi({ 'GET /api/intents': { body: { intents: INTENTS, nextCursor: null } } });
    renderWithApp(<IntentsPage />, { route: '/?tab=knowledge' });
    await screen.findByRole('article', { name: 'Book an appointment' });
    expect(screen.queryByRole('tab', { name: 'Knowledge' })).toBeNull();
  });
});
